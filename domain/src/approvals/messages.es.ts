/** Spanish of the approvals messages. */
import type { Translation } from "../shared/translation.ts";
import type { APPROVAL_MESSAGES } from "./messages.ts";

export const APPROVAL_MESSAGES_ES: Translation<typeof APPROVAL_MESSAGES> = {
  approvalStepNeedsApprovers: "Cada paso necesita un rol o al menos una persona.",
  approvalStepRoleOrUsers: "Un paso indica un rol o personas, no ambos.",
  approvalAmountBand: "El importe hasta debe ser al menos el importe desde.",
  approvalRuleFieldNotForTable:
    "El proveedor se aplica solo a compras y la categoría solo a gastos. Una regla de diferencias de caja solo mira la tienda y cuánto falta o sobra en la caja.",
  approvalRuleStoreMissing: "Elija una tienda existente, o ninguna para todas las tiendas.",
  approvalRuleUserMissing: "Cada persona indicada en un paso debe ser un usuario activo.",
  approvalNotYourStep: "Este paso espera a otra persona. No puede aprobarlo.",
  approvalOwnRecord: "No puede aprobar ni rechazar un registro que usted creó.",
  approvalOwnCashUp:
    "No puede aprobar ni rechazar un arqueo de caja que usted contó. Otra persona debe revisarlo.",
  approvalStepAlreadyYours: "Ya aprobó un paso de este registro. Otra persona debe aprobar el siguiente.",
  approvalStepMoved:
    "Otra persona aprobó o rechazó este registro en el mismo momento. Ábralo de nuevo para ver cómo está.",
  approvalStepApproved: "Su paso está aprobado. El registro espera ahora su siguiente aprobación.",
  approvalBulkTooMany: "Seleccione como máximo 200 registros a la vez.",
  approvalBulkEmpty: "Seleccione al menos un registro.",
  delegationDates: "El último día debe ser igual o posterior al primero.",
  delegationToSelf: "Elija a otra persona.",
  delegationNarrower:
    "Esta persona no puede asumir sus aprobaciones: debe aprobar registros y llegar a todas las tiendas a las que usted llega.",
  delegationForOthers: "Solo puede delegar sus propias aprobaciones.",
  delegationUserMissing: "Elija un usuario activo.",
  managerApprovalRuleName: "Ajuste de tienda: primero aprueba el gerente",
  defaultApprovalRuleName: "Aprobadores habituales",
};
