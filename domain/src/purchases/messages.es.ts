/** Spanish of the purchases messages. */
import { type LocalizedMessage, localized, type Translation } from "../shared/translation.ts";
import { defaultPurchaseDescription, type PURCHASE_MESSAGES } from "./messages.ts";

export const PURCHASE_MESSAGES_ES: Translation<typeof PURCHASE_MESSAGES> = {
  purchaseSaveError: "Error al guardar la compra. Inténtelo de nuevo.",
  purchaseFilesFailed: "La compra se guardó, pero los archivos no.",
  purchaseDeleteError: "Error al eliminar la compra. Inténtelo de nuevo.",
  purchaseApproveError: "Error al aprobar la compra",
  purchaseCreated: "¡Compra creada!",
  purchaseUpdated: "¡Compra actualizada!",
  purchaseDeleted: "¡Compra eliminada!",
  purchaseApproved: "¡Compra aprobada!",
  purchaseDeleteConfirm: "¿Seguro que quiere eliminar esta compra?",
  accountingCannotDeletePurchases: "Acceso denegado: los usuarios de contabilidad no pueden eliminar compras",
};

export const PURCHASE_FUNCTIONS_ES: LocalizedMessage[] = localized(
  defaultPurchaseDescription,
  (vendor) => `Compra a ${vendor}`,
);
