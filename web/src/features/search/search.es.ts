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
    command: "Acción",
    commands: {
      open: "Ir a {{screen}}",
      create: {
        purchases: "Nueva compra",
        expenses: "Nuevo gasto",
        daily_income: "Registrar los ingresos de hoy",
        cash_ups: "Contar la caja",
      },
      review: {
        purchases: "Revisar la siguiente compra pendiente de aprobación",
        expenses: "Revisar el siguiente gasto pendiente de aprobación",
      },
      clock: "Marcar entrada o salida",
      store: "Cambiar a {{store}}",
      dark: "Cambiar al tema oscuro",
      light: "Cambiar al tema claro",
      words: {
        open: "ir abrir pantalla pagina",
        create: "nuevo nueva agregar crear registrar",
        review: "aprobar rechazar revisar siguiente pendiente",
        clock: "marcar entrada salida fichar turno reloj",
        store: "cambiar tienda actual",
        theme: "tema oscuro claro modo color",
      },
    },
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
