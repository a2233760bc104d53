import { MSG_ES, type Translation } from "@storeops/domain";
import type { searchText } from "./search.i18n.ts";

/** Global search in Spanish (search.i18n.ts). */
export const searchTextEs: Translation<typeof searchText> = {
  search: {
    open: "Buscar",
    placeholder: "Buscar usuarios, tiendas, personal, compras…",
    placeholderShort: "Buscar…",
    shortcut: "Ctrl + K",
    startTyping: MSG_ES.searchStart,
    noResults: MSG_ES.searchNoResults,
    guide: "Guía",
    types: {
      all: "Todo",
      users: "Usuarios",
      stores: "Tiendas",
      staff: "Personal",
      purchases: "Compras",
      expenses: "Gastos",
      vendors: "Proveedores",
      careers: "Empleos",
      reports: "Informes",
      audit: "Auditoría",
    },
  },
};
