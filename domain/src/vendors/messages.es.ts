/** Spanish of the vendors messages. */
import type { Translation } from "../shared/translation.ts";
import type { VENDOR_MESSAGES } from "./messages.ts";

export const VENDOR_MESSAGES_ES: Translation<typeof VENDOR_MESSAGES> = {
  vendorSaveError: "Error al guardar el proveedor. Inténtelo de nuevo.",
  vendorDeleteError: "Error al eliminar el proveedor. Inténtelo de nuevo.",
  vendorAdded: "¡Proveedor agregado!",
  vendorUpdated: "¡Proveedor actualizado!",
  vendorDeleted: "¡Proveedor eliminado!",
  vendorDeleteConfirm: "¿Seguro que quiere eliminar este proveedor?",
  vendorsEmpty: "No hay proveedores que coincidan con su búsqueda",
  vendorNeverPurchased: "Nunca",
  vendorInUse: "No se puede eliminar un proveedor que tiene compras.",
  vendorAliasTaken: "Otro proveedor ya usa este nombre. Combine los dos proveedores.",
  vendorMergeSelf: "Elija otro proveedor con el que combinarlo.",
  vendorMerged: "Proveedores combinados. Sus compras y nombres están ahora en un solo proveedor.",
  vendorMergeError: "Error al combinar los proveedores. Inténtelo de nuevo.",
  vendorMergeConfirm:
    "¿Combinar este proveedor con el elegido? Sus compras pasan a ese proveedor, su nombre queda como alias y este se elimina.",
};
