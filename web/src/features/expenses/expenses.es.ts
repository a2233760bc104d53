import { MSG_ES, type Translation } from "@storeops/domain";
import type { expensesText } from "./expenses.i18n.ts";

/** The expense screen in Spanish (expenses.i18n.ts). */
export const expensesTextEs: Translation<typeof expensesText> = {
  title: {
    admin: "Gestión de gastos",
    ceo: "Resumen de gastos",
    accounting: "Revisión de gastos",
    store_manager: "Gastos de la tienda",
    staff: "Gastos de la tienda",
  },
  subtitle: {
    admin: "Registre, revise y apruebe gastos de todas las tiendas",
    ceo: "Gastos de todas las tiendas (solo lectura)",
    accounting: "Revise y apruebe los gastos de sus tiendas asignadas",
    store_manager: "Revise y apruebe los gastos de las tiendas a su cargo",
    staff: "Registre y siga los gastos de {{store}}",
  },
  new: "Nuevo gasto",
  reviewerNote:
    "El personal de cada tienda envía los gastos. Usted los revisa: abra un gasto pendiente para aprobarlo o rechazarlo.",
  recent: "Gastos recientes",
  searchPlaceholder: "Buscar descripción, tienda, monto…",
  empty: MSG_ES.expensesEmpty,
  noDescription: MSG_ES.noDescription,
  things_one: "gasto",
  things_other: "gastos",
  detailsTitle: "Detalles del gasto",
  rejectTitle: "Rechazar gasto",
  deleteTitle: "Eliminar gasto",
  openDetails: "Abrir el gasto {{description}}",
  receiptAttached: "Recibo adjunto",
  cards: {
    today: "Gastos de hoy",
    pending: "Por aprobar",
    approved: "Aprobados",
    storeTotal: "Total de la tienda",
    allStores: "Todas las tiendas",
    count_one: "{{count}} gasto",
    count_other: "{{count}} gastos",
  },
  fields: {
    description: "Descripción",
    category: "Categoría",
    receipt: "Recibo",
    approvedAt: "Aprobado",
    createdAt: "Creado",
  },
  payment: "Pago",
  sorts: {
    expense_date_desc: "Más recientes primero",
    expense_date_asc: "Más antiguos primero",
    amount_desc: "Monto: de mayor a menor",
    amount_asc: "Monto: de menor a mayor",
    category_asc: "Categoría: A a Z",
  },
  form: {
    newTitle: "Nuevo gasto",
    editTitle: "Editar gasto",
    create: "Enviar gasto",
    saveChanges: "Guardar cambios",
  },
  anyCategory: "Todas las categorías",
  duplicate: {
    title: "Ya hay en sus tiendas un gasto como este",
    titleFile: "Este archivo ya está adjunto a un gasto",
    item: "{{description}} · {{category}} · {{amount}} · {{date}} · {{store}} · {{status}}",
  },
};
