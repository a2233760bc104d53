/** Spanish of the expenses messages. */
import type { Translation } from "../shared/translation.ts";
import type { EXPENSE_MESSAGES } from "./messages.ts";

export const EXPENSE_MESSAGES_ES: Translation<typeof EXPENSE_MESSAGES> = {
  expenseCreated: "¡Gasto creado!",
  expenseUpdated: "¡Gasto actualizado!",
  expenseSaveError: "Error al guardar el gasto. Inténtelo de nuevo.",
  expenseFilesFailed: "El gasto se guardó, pero los archivos no.",
  expenseDeleteConfirm: "¿Seguro que quiere eliminar este gasto?",
  expenseDeleted: "¡Gasto eliminado!",
  expenseDeleteError: "Error al eliminar el gasto. Inténtelo de nuevo.",
  expenseApproved: "¡Gasto aprobado!",
  expenseApproveError: "Error al aprobar el gasto. Inténtelo de nuevo.",
  expenseRejectConfirm: "¿Seguro que quiere rechazar este gasto?",
  expenseRejected: "¡Gasto rechazado!",
  expenseRejectError: "Error al rechazar el gasto. Inténtelo de nuevo.",
  accountingCannotDeleteExpenses:
    "Acceso denegado: los usuarios de contabilidad no pueden eliminar gastos. Pida a un administrador si hace falta eliminarlo.",
  expensesEmpty: "No se encontraron gastos.",
};
