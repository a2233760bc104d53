import { MSG_ES, type Translation } from "@storeops/domain";
import type { dailyIncomeText } from "./daily-income.i18n.ts";

/** The daily income screen in Spanish (daily-income.i18n.ts). */
export const dailyIncomeTextEs: Translation<typeof dailyIncomeText> = {
  title: "Ingresos diarios",
  subtitle: {
    admin: "Ventas del día de todas las tiendas",
    ceo: "Ventas del día de todas las tiendas (solo lectura)",
    accounting: "Ventas del día de sus tiendas asignadas",
    store_manager: "Ventas del día de las tiendas a su cargo",
    staff: "Registre las ventas de hoy de {{store}}",
  },
  new: "Nuevo ingreso diario",
  cancel: "Cancelar",
  recent: "Registros de ingresos diarios",
  searchPlaceholder: "Buscar notas o fecha…",
  empty: MSG_ES.dailyIncomeEmpty,
  things_one: "registro",
  things_other: "registros",
  detailsTitle: "Detalles del ingreso diario",
  deleteTitle: "Eliminar registro de ingresos",
  openDetails: "Abrir el ingreso diario del {{date}}",
  filterByStore: "Filtrar por tienda:",
  fields: {
    date: "Fecha",
    workStart: "Hora de inicio",
    workEnd: "Hora de fin",
    workHours: "Horario",
    cash: "Efectivo",
    card: "Tarjeta",
    other: "Otros",
    cashIncome: "Ingresos en efectivo",
    cardIncome: "Ingresos con tarjeta",
    otherIncome: "Otros ingresos",
    total: "Total",
    totalIncome: "Ingreso total",
    storeCode: "Código de tienda",
    actions: "Acciones",
  },
  actions: {
    view: "Ver",
  },
  sorts: {
    date_desc: "Más recientes primero",
    date_asc: "Más antiguos primero",
    total_income_desc: "Total: de mayor a menor",
    total_income_asc: "Total: de menor a mayor",
  },
  form: {
    newTitle: "Nuevo registro de ingresos",
    editTitle: "Editar registro de ingresos",
    create: "Guardar registro",
    saveChanges: "Guardar cambios",
  },
  sameDay: {
    title: "Esta tienda ya tiene un registro de ingresos para esta fecha",
    hint: "Un segundo turno está bien: al guardar se agrega otro registro.",
    item: "{{hours}} · {{total}} (efectivo {{cash}}, tarjeta {{card}}, otros {{other}})",
  },
  editRecord: "Editar registro",
};
