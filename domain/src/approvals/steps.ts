/**
 * Approval steps (docs/decisions.md, Approvals): what a rule asks of a record, and how a record
 * remembers who its current step waits for. Kept on the record as text so that lists, counts and
 * allowed_actions read it without a join: `approval_waiting` holds the current step's tokens
 * (` approvers `, ` role:accounting `, ` user:<id> user:<id> `), `approval_done` the users who
 * already took a step (` <id> <id> `). Null waiting on a pending record is the usual single step.
 */
import { z } from "zod";
import type { Role } from "../access/roles.ts";
import { MSG } from "../messages.ts";

/** Who a step may name by role: `approvers` are today's approvers of the table (the matrix). */
export const STEP_ROLES = ["approvers", "admin", "accounting", "store_manager"] as const;
/** "any one of" or "all of" the step's people. */
export const STEP_MODES = ["any", "all"] as const;

export const ZApprovalStep = z
  .strictObject({
    mode: z.enum(STEP_MODES).default("any"),
    role: z.enum(STEP_ROLES).nullish(),
    user_ids: z.array(z.string().trim().min(1).max(64)).max(20).nullish(),
  })
  .superRefine((step, ctx) => {
    const people = step.user_ids?.length ?? 0;
    if (step.role && people > 0) ctx.addIssue({ code: "custom", message: MSG.approvalStepRoleOrUsers });
    else if (!step.role && people === 0)
      ctx.addIssue({ code: "custom", message: MSG.approvalStepNeedsApprovers });
  });
export type TApprovalStep = z.infer<typeof ZApprovalStep>;

/** A rule's ordered steps: one to five. */
export const ZApprovalSteps = z.array(ZApprovalStep).min(1).max(5);

/** The path a record was given when it was created (a copy: editing the rule never changes it). */
export interface ApprovalPath {
  rule_id: string | null;
  rule_name: string;
  steps: TApprovalStep[];
}

/** The usual single step: anyone the matrix lets approve the table in the record's store. */
export const USUAL_STEP: TApprovalStep = { mode: "any", role: "approvers", user_ids: null };

/** The tokens of a step as it opens; an all-of role step lists the people it found (`roleUsers`). */
export function stepTokens(step: TApprovalStep, roleUsers: readonly string[] = []): string[] {
  if (step.role) {
    if (step.mode === "all" && roleUsers.length > 0) return roleUsers.map((id) => `user:${id}`);
    return [step.role === "approvers" ? "approvers" : `role:${step.role}`];
  }
  return (step.user_ids ?? []).map((id) => `user:${id}`);
}

/** Tokens as stored: space-separated and space-wrapped, so `like '% user:<id> %'` finds one. */
export const packTokens = (tokens: readonly string[]): string => ` ${tokens.join(" ")} `;
export const unpackTokens = (text: string | null | undefined): string[] =>
  (text ?? "").split(" ").filter((token) => token !== "");

/** Someone who may approve: the caller, or a person whose approvals the caller holds today. */
export interface ApproverIdentity {
  userId: string;
  role: Role;
}

/** The record facts the step rule reads. */
export interface StepFacts {
  created_by?: string | null;
  /** cash-ups: who counted (and submitted) it; they may not decide it either. */
  counted_by?: string | null;
  approval_waiting?: string | null;
  approval_done?: string | null;
}

/** Whether the identity is one the current step waits for (`reviewer`: the role approves the table). */
export function waitsFor(facts: StepFacts, who: ApproverIdentity, reviewer: boolean): boolean {
  const tokens = facts.approval_waiting ? unpackTokens(facts.approval_waiting) : ["approvers"];
  return tokens.some(
    (token) =>
      (token === "approvers" && reviewer) || token === `role:${who.role}` || token === `user:${who.userId}`,
  );
}

export type StepRefusal = "own_record" | "already_approved" | "not_your_step";

/** Whether the person created the record or, for a cash-up, counted it. */
const authoredBy = (facts: StepFacts, userId: string): boolean =>
  facts.created_by === userId || facts.counted_by === userId;

/**
 * Who the caller approves the current step as: themselves, else the first person they stand in for
 * whom the step waits for (`delegators`, already narrowed to today and the record's store). Nobody
 * decides a record they, or the person they stand in for, created (or counted, for a cash-up), nor
 * takes a second step of it.
 */
export function stepDecision(
  facts: StepFacts,
  caller: ApproverIdentity,
  delegators: readonly ApproverIdentity[],
  reviewer: (role: Role) => boolean,
): { as: ApproverIdentity; onBehalfOf: string | null } | { refusal: StepRefusal } {
  const done = unpackTokens(facts.approval_done);
  if (authoredBy(facts, caller.userId)) return { refusal: "own_record" };
  if (done.includes(caller.userId)) return { refusal: "already_approved" };
  if (waitsFor(facts, caller, reviewer(caller.role))) return { as: caller, onBehalfOf: null };
  let refusal: StepRefusal = "not_your_step";
  for (const delegator of delegators) {
    if (!waitsFor(facts, delegator, reviewer(delegator.role))) continue;
    if (authoredBy(facts, delegator.userId)) refusal = "own_record";
    else if (done.includes(delegator.userId)) refusal = "already_approved";
    else return { as: delegator, onBehalfOf: delegator.userId };
  }
  return { refusal };
}

/** The refusal's words (`table`: a cash-up's counter is told it is the cash-up they counted). */
export function stepRefusalMessage(refusal: StepRefusal, table?: string): string {
  if (refusal === "own_record") return table === "cash_ups" ? MSG.approvalOwnCashUp : MSG.approvalOwnRecord;
  if (refusal === "already_approved") return MSG.approvalStepAlreadyYours;
  return MSG.approvalNotYourStep;
}
