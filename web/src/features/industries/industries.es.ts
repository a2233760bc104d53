import { MSG_ES, type Translation } from "@storeops/domain";
import type { industriesText } from "./industries.i18n.ts";

/** Industries in Spanish (industries.i18n.ts). */
export const industriesTextEs: Translation<typeof industriesText> = {
  title: "Industrias",
  subtitle: "Las industrias a las que pertenecen sus tiendas",
  new: "Agregar industria",
  viewStores: "Ver tiendas",
  edit: "Editar",
  delete: "Eliminar",
  deleteTitle: "Eliminar industria",
  created: "Creada el {{date}}",
  noDate: "N/D",
  noDescription: MSG_ES.noDescription,
  readOnly: "Solo lectura: las industrias las mantienen los administradores.",
  storesTitle: "Tiendas de {{industry}}",
  storesFound_one: "{{count}} tienda encontrada",
  storesFound_other: "{{count}} tiendas encontradas",
  storesEmpty: MSG_ES.storesEmpty,
  staffCount_one: "{{count}} empleado",
  staffCount_other: "{{count}} empleados",
  noPhone: "N/D",
  viewDetails: "Ver detalles",
  fields: {
    name: "Nombre de la industria",
    code: "Código de industria",
    description: "Descripción",
    status: "Estado",
  },
  form: {
    newTitle: "Agregar industria",
    editTitle: "Editar industria",
    create: "Agregar industria",
    save: "Guardar cambios",
    codeHint: "Si lo deja vacío, el código se forma a partir del nombre",
  },
};
