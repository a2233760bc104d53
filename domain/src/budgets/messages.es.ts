/** Spanish of the budget's messages. */
import type { Translation } from "../shared/translation.ts";
import type { BUDGET_MESSAGES } from "./messages.ts";

export const BUDGET_MESSAGES_ES: Translation<typeof BUDGET_MESSAGES> = {
  budgetMonthInvalid: "Indique el mes como AAAA-MM, por ejemplo 2026-11.",
  budgetLineInvalid: "La línea del presupuesto debe ser revenue, purchases, expenses o labour.",
  budgetAmountInvalid: "Indique el presupuesto en dólares, 0 o más, con dos decimales como máximo.",
  budgetStoreUnknown: "Ninguna de sus tiendas tiene este código.",
  budgetExists: "Esta tienda ya tiene un presupuesto para ese mes y esa línea. Cambie ese.",
  budgetImportHeader: "La primera línea del archivo debe ser: store_code,month,line,amount",
  budgetImportEmpty: "El archivo no tiene líneas de presupuesto.",
  budgetImportTooLarge: "El archivo es demasiado grande: importe como máximo 2.000 líneas (256 KB) a la vez.",
  budgetImportDuplicate: "Esta tienda, mes y línea ya están en una línea anterior del archivo.",
  budgetImportHasErrors: "No se importó nada: corrija las líneas con errores e importe de nuevo.",
  budgetSaved: "Presupuesto guardado.",
  budgetImported: "Presupuesto importado.",
  monthEndMonthInvalid: "Elija un mes como AAAA-MM.",
};
