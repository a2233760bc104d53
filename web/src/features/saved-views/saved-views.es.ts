import type { Translation } from "@storeops/domain";
import type { savedViewsText } from "./saved-views.i18n.ts";

/** The Views menu in Spanish (saved-views.i18n.ts). */
export const savedViewsTextEs: Translation<typeof savedViewsText> = {
  views: "Vistas",
  menuLabel: "Vistas guardadas de esta lista",
  mine: "Mis vistas",
  shared: "Compartidas con mi rol",
  sharedBy: "de {{name}}",
  none: "Aún no hay vistas guardadas.",
  default: "Predeterminada",
  save: "Guardar la vista actual…",
  thisView: "Esta vista: {{name}}",
  setDefault: "Usar como predeterminada",
  unsetDefault: "Dejar de abrir la lista con ella",
  edit: "Renombrar o compartir…",
  delete: "Eliminar la vista…",
  readOnly: "Compartida con usted: solo quien la creó puede cambiarla.",
  dialog: {
    newTitle: "Guardar la vista actual",
    editTitle: "Renombrar o compartir la vista",
    name: "Nombre de la vista",
    namePlaceholder: "p. ej. Pendientes de este mes",
    share: "Compartir con todos los de mi rol ({{role}})",
    shareHint: "Podrán abrirla, pero no cambiarla.",
    makeDefault: "Abrir esta lista con esta vista (mi predeterminada)",
    submit: "Guardar la vista",
  },
  deleteTitle: "Eliminar la vista",
  deleteQuestion: "¿Eliminar la vista «{{name}}»? La lista en sí no cambia.",
  deleteConfirm: "Eliminar",
  saved: "Vista guardada.",
  updated: "Vista actualizada.",
  deleted: "Vista eliminada.",
  defaultSet: "Esta lista ahora se abre con «{{name}}».",
  defaultUnset: "Esta lista ahora se abre sin vista.",
  failed: "No se pudo guardar la vista.",
};
