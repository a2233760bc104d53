import { MSG_ES, type Translation } from "@storeops/domain";
import type { categoriesText } from "./categories.i18n.ts";

/** Categories in Spanish (categories.i18n.ts). */
export const categoriesTextEs: Translation<typeof categoriesText> = {
  title: "Categorías",
  subtitle: "Las categorías de gastos y compras que eligen las tiendas de cada industria",
  new: "Agregar categoría",
  recent: "Categorías",
  searchPlaceholder: "Buscar por nombre…",
  empty: MSG_ES.categoriesEmpty,
  things_one: "categoría",
  things_other: "categorías",
  detailsTitle: "Detalles de la categoría",
  deleteTitle: "Eliminar categoría",
  openDetails: "Abrir la categoría {{name}}",
  everyIndustry: "Todas las industrias",
  anyIndustry: "Todas las industrias",
  fields: {
    name: "Nombre de la categoría",
    kind: "Se usa para",
    industry: "Industria",
    active: "Se ofrece en los formularios",
    sortOrder: "Orden",
    status: "Estado",
    created: "Creada",
  },
  form: {
    newTitle: "Agregar categoría",
    editTitle: "Editar categoría",
    create: "Agregar categoría",
    save: "Guardar cambios",
    industryHint: "Todas las industrias: se ofrece a todas las tiendas",
    activeHint: "Desactívela para dejar de ofrecerla; los registros que la usan la conservan",
    sortHint: "Los números menores van primero",
  },
  sorts: {
    industry_asc: "Industria: A a Z",
    sort_order_asc: "Orden del formulario",
    name_asc: "Nombre: A a Z",
    name_desc: "Nombre: Z a A",
  },
};
