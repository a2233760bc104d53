/** Approval rules, steps and delegations (docs/decisions.md, Approvals). All ours: the spec has none. */
export const APPROVAL_MESSAGES = {
  approvalStepNeedsApprovers: "Each step needs a role or at least one named person.",
  approvalStepRoleOrUsers: "A step names a role or people, not both.",
  approvalAmountBand: "The amount to must be at least the amount from.",
  approvalRuleFieldNotForTable:
    "Vendor applies to purchases and category to expenses only. A cash-up variance rule looks only at the store and how far the drawer is off.",
  approvalRuleStoreMissing: "Choose an existing store, or none for every store.",
  approvalRuleUserMissing: "Every person named in a step must be an active user.",
  approvalNotYourStep: "This step is waiting for someone else. You cannot approve it.",
  approvalOwnRecord: "You cannot approve or reject a record you created.",
  approvalOwnCashUp: "You cannot approve or reject a cash-up you counted. Someone else must check it.",
  approvalStepAlreadyYours:
    "You have already approved a step of this record. Someone else must approve the next one.",
  approvalStepMoved:
    "Someone else approved or rejected this record at the same moment. Open it again to see where it stands.",
  approvalStepApproved: "Your step is approved. The record now waits for its next approval.",
  approvalBulkTooMany: "Select at most 200 records at a time.",
  approvalBulkEmpty: "Select at least one record.",
  delegationDates: "The last day must be on or after the first day.",
  delegationToSelf: "Choose someone other than yourself.",
  delegationNarrower:
    "This person cannot take over your approvals: they must approve records and reach every store you reach.",
  delegationForOthers: "You can only delegate your own approvals.",
  delegationUserMissing: "Choose an active user.",
  managerApprovalRuleName: "Store setting: manager approval first",
  defaultApprovalRuleName: "Usual approvers",
} as const;
