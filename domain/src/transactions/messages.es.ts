/** Spanish of the messages purchases and expenses share. */
import { termEs } from "../shared/terms.es.ts";
import { type LocalizedMessage, localized, slot, type Translation } from "../shared/translation.ts";
import {
  accountingCannotEdit,
  cannotDeleteStatus,
  cannotEditStatus,
  invalidTransition,
  type TRANSACTION_MESSAGES,
} from "./messages.ts";

export const TRANSACTION_MESSAGES_ES: Translation<typeof TRANSACTION_MESSAGES> = {
  accountingColumns:
    "Acceso denegado: los usuarios de contabilidad solo pueden aprobar o rechazar (cambiar el estado), no modificar los datos.",
  reviewersOnly: "Solo los revisores pueden aprobar o rechazar registros.",
  payersOnly: "Solo administración o contabilidad pueden registrar un pago.",
};

/** "compras aprobadas": a status said of a table's records. */
function recordsIn(table: string, status: string): string {
  const word = termEs(status);
  const plural = word.endsWith("o") ? `${word.slice(0, -1)}as` : word === "pendiente" ? "pendientes" : word;
  return `${termEs(table)} ${table === "purchases" || table === "expenses" ? plural : word}`;
}

const TABLES = ["purchases", "expenses"] as const;

export const TRANSACTION_FUNCTIONS_ES: LocalizedMessage[] = [
  ...TABLES.flatMap((table) => [
    localized(
      cannotEditStatus,
      (_table, status) =>
        `No se pueden editar ${recordsIn(table, status)}. Solo se editan ${recordsIn(table, "pending")}. Consulte a contabilidad si hacen falta cambios.`,
      [[table, slot(1)]],
    ),
    localized(
      cannotDeleteStatus,
      (_table, status) =>
        `No se pueden eliminar ${recordsIn(table, status)}. Solo se eliminan ${recordsIn(table, "pending")}. Consulte a contabilidad si hacen falta cambios.`,
      [[table, slot(1)]],
    ),
    localized(
      accountingCannotEdit,
      () =>
        `Acceso denegado: los usuarios de contabilidad no pueden editar ${termEs(table)}. Puede verlos, aprobarlos o rechazarlos; si hace falta cambiar uno, rechácelo indicando el motivo.`,
      [[table]],
    ),
    localized(
      invalidTransition,
      (_table, from, to) =>
        `No se puede cambiar el estado de ${table === "expenses" ? "este gasto" : "esta compra"} de ${termEs(from)} a ${termEs(to)}.`,
      [[table, slot(1), slot(2)]],
    ),
  ]),
].flat();
