/** What the approvals calls answer (docs/decisions.md, Approvals). */
import { z } from "zod";
import { STEP_MODES, STEP_ROLES } from "./steps.ts";

const ZPerson = z.object({ id: z.string(), name: z.string().nullable() });

/** One step of a record's path: who it waits for or waited for, and who approved it when. */
export const ZPathStep = z.object({
  index: z.number().describe("0-based"),
  mode: z.enum(STEP_MODES),
  role: z.enum(STEP_ROLES).nullable(),
  users: z.array(ZPerson).describe("the people a step names"),
  state: z.enum(["done", "current", "later", "rejected", "skipped"]),
  waiting_for: z.array(ZPerson).describe("the current step: people still awaited (empty when a role is)"),
  decisions: z.array(
    z.object({
      decision: z.enum(["approve", "reject"]),
      by: ZPerson,
      on_behalf_of: ZPerson.nullable(),
      at: z.string(),
      reason: z.string().nullable(),
    }),
  ),
});

/** GET /api/approvals/{table}/{id}: the rule the record was given and its steps. */
export const ZApprovalPathAnswer = z.object({
  table: z.string(),
  id: z.string(),
  status: z.string(),
  rule_id: z.string().nullable(),
  rule_name: z.string(),
  current_step: z.number().nullable().describe("0-based; null once decided"),
  steps: z.array(ZPathStep),
});
export type TApprovalPathAnswer = z.infer<typeof ZApprovalPathAnswer>;

/** One id of a bulk approve or reject. */
export const ZBulkResult = z.object({
  id: z.string(),
  ok: z.boolean(),
  status: z.string().optional(),
  message: z.string().optional(),
});
export const ZBulkAnswer = z.object({ results: z.array(ZBulkResult) });
export type TBulkAnswer = z.infer<typeof ZBulkAnswer>;

/** GET /api/approvals/delegates: who may hold the caller's approvals. */
export const ZDelegateCandidates = z.object({
  people: z.array(z.object({ id: z.string(), name: z.string(), role: z.string() })),
});
export type TDelegateCandidates = z.infer<typeof ZDelegateCandidates>;
