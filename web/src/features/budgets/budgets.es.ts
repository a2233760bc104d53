import type { Translation } from "@storeops/domain";
import type { budgetsText } from "./budgets.i18n.ts";

/** The Budgets screen in Spanish (budgets.i18n.ts). */
export const budgetsTextEs: Translation<typeof budgetsText> = {
  title: "Presupuestos",
  subtitle: "El presupuesto mensual de cada tienda para ingresos, compras, gastos y mano de obra",
  store: "Tienda",
  year: "Año",
  month: "Mes",
  total: "Total del año",
  save: "Guardar presupuestos",
  readOnly: "Puede consultar estos presupuestos; un administrador o contabilidad los establece.",
  chooseStore: "Elija una tienda para ver sus presupuestos.",
  import: "Importar CSV",
  importTitle: "Importar presupuestos desde CSV",
  importHint:
    "Un presupuesto por línea: store_code,month,line,amount (por ejemplo DT-CAFE,2026-11,revenue,45000). Como máximo 2.000 líneas.",
  file: "Archivo CSV",
  preview: "Vista previa",
  importNow_one: "Importar {{count}} línea",
  importNow_other: "Importar {{count}} líneas",
  previewSummary: "{{created}} nuevas, {{updated}} cambiadas, {{unchanged}} sin cambios",
  errors: "Líneas con errores",
  row: "Línea {{row}}",
  previous: "Antes",
  action: { create: "Nueva", update: "Cambiada", same: "Sin cambios" },
  lines: { revenue: "Ingresos", purchases: "Compras", expenses: "Gastos", labour: "Mano de obra" },
};
