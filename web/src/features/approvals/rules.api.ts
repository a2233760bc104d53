import type { RowOf, TApprovalRuleCreate } from "@storeops/domain";
import { useQuery } from "@tanstack/react-query";
import { createRow, deleteRow, listRows, updateRow } from "../../lib/rest.ts";

export type ApprovalRule = RowOf<"approval_rules">;
export const RULES_KEY = ["rest", "approval_rules", "all"];

/** Every rule, in the order they are tried (priority, lowest first). */
export function useApprovalRules() {
  return useQuery({
    queryKey: RULES_KEY,
    queryFn: async ({ signal }) =>
      (await listRows<ApprovalRule>("approval_rules", { order: "priority.asc", limit: 100 }, signal)).rows,
  });
}

/** Active users by name, for a step's named people (admins read users). */
export function usePeople(enabled: boolean) {
  return useQuery({
    queryKey: ["rest", "users", "approvers"],
    enabled,
    queryFn: async ({ signal }) =>
      (
        await listRows<{ id: string; name: string }>(
          "users",
          { select: ["id", "name"], order: "name.asc", limit: 500, eq: { status: "active" } },
          signal,
        )
      ).rows,
  });
}

export function saveRule(id: string | null, body: TApprovalRuleCreate) {
  return id
    ? updateRow<ApprovalRule>("approval_rules", id, body)
    : createRow<ApprovalRule>("approval_rules", body);
}

export const removeRule = (id: string) => deleteRow<ApprovalRule>("approval_rules", id);

/** Moves a rule one place up or down: the two swap places, every rule numbered 10, 20, 30… */
export async function moveRule(rules: readonly ApprovalRule[], index: number, by: -1 | 1) {
  const order = [...rules];
  const [moved] = order.splice(index, 1);
  if (!moved) return;
  order.splice(index + by, 0, moved);
  for (const [at, rule] of order.entries()) {
    const priority = (at + 1) * 10;
    if (rule.priority !== priority) await updateRow("approval_rules", rule.id, { priority });
  }
}
