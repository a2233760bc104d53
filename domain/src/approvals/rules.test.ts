import { describe, expect, it } from "vitest";
import { MSG } from "../messages.ts";
import { coversScope, matchingFacts, pathFor, type RuleForMatching, ruleMatches } from "./rules.ts";
import { ZApprovalRuleCreate } from "./schema.ts";
import { packTokens, stepDecision, stepRefusalMessage, stepTokens } from "./steps.ts";

const rule = (over: Partial<RuleForMatching>): RuleForMatching => ({
  id: "r",
  name: "Rule",
  target_table: "expenses",
  store_id: null,
  amount_from: null,
  amount_to: null,
  vendor: null,
  category: null,
  steps: [{ mode: "any", role: "accounting", user_ids: null }],
  priority: 100,
  active: true,
  ...over,
});

describe("rule matching", () => {
  it("matches the amount band inclusive, the store, and vendor or category ignoring case", () => {
    const band = rule({ amount_from: 100, amount_to: 500 });
    expect(ruleMatches(band, "expenses", { store_id: "s", amount: 99 })).toBe(false);
    expect(ruleMatches(band, "expenses", { store_id: "s", amount: 100 })).toBe(true);
    expect(ruleMatches(band, "expenses", { store_id: "s", amount: 500 })).toBe(true);
    expect(ruleMatches(band, "expenses", { store_id: "s", amount: 501 })).toBe(false);
    expect(ruleMatches(rule({ store_id: "a" }), "expenses", { store_id: "b", amount: 1 })).toBe(false);
    const vendor = rule({ target_table: "purchases", vendor: "Acme" });
    expect(ruleMatches(vendor, "purchases", { store_id: "s", amount: 1, vendor: " acme " })).toBe(true);
    expect(ruleMatches(vendor, "expenses", { store_id: "s", amount: 1, vendor: "acme" })).toBe(false);
    expect(ruleMatches(rule({ active: 0 }), "expenses", { store_id: "s", amount: 1 })).toBe(false);
  });

  it("takes the first by priority, then the store setting, then the usual step", () => {
    const rules = [
      rule({ id: "b", name: "Second", priority: 2 }),
      rule({ id: "a", name: "First", priority: 1 }),
    ];
    expect(pathFor(rules, "expenses", { store_id: "s", amount: 1 }, true).rule_name).toBe("First");
    expect(pathFor([], "expenses", { store_id: "s", amount: 1 }, true).rule_name).toBe(
      MSG.managerApprovalRuleName,
    );
    expect(pathFor([], "expenses", { store_id: "s", amount: 1 }, false).steps).toEqual([
      { mode: "any", role: "approvers", user_ids: null },
    ]);
  });
});

describe("cash-up variance rules", () => {
  it("match the drawer's miss either way, in cents, on the store alone", () => {
    const overFifty = rule({ target_table: "cash_ups", amount_from: 5001 });
    const short = matchingFacts("cash_ups", { store_id: "s", variance: -8000, amount: 1 });
    const over = matchingFacts("cash_ups", { store_id: "s", variance: 8000 });
    expect(short).toEqual({ store_id: "s", amount: 8000 });
    expect(ruleMatches(overFifty, "cash_ups", short)).toBe(true);
    expect(ruleMatches(overFifty, "cash_ups", over)).toBe(true);
    expect(
      ruleMatches(overFifty, "cash_ups", matchingFacts("cash_ups", { store_id: "s", variance: -2000 })),
    ).toBe(false);
    expect(ruleMatches(overFifty, "expenses", short)).toBe(false);
  });

  it("take no vendor nor category", () => {
    const steps = [{ role: "accounting" }];
    const base = { name: "Drawer", target_table: "cash_ups", steps };
    expect(ZApprovalRuleCreate.safeParse(base).success).toBe(true);
    for (const extra of [{ vendor: "Acme" }, { category: "Rent" }]) {
      const parsed = ZApprovalRuleCreate.safeParse({ ...base, ...extra });
      expect(parsed.error?.issues[0]?.message).toBe(MSG.approvalRuleFieldNotForTable);
    }
  });

  it("refuse the one who counted the cash-up, in its own words", () => {
    const me = { userId: "me", role: "accounting" as const };
    expect(stepDecision({ counted_by: "me", created_by: "other" }, me, [], () => true)).toEqual({
      refusal: "own_record",
    });
    expect(stepRefusalMessage("own_record", "cash_ups")).toBe(MSG.approvalOwnCashUp);
    expect(stepRefusalMessage("own_record", "purchases")).toBe(MSG.approvalOwnRecord);
  });
});

describe("a step's decision", () => {
  const me = { userId: "me", role: "accounting" as const };
  const reviewer = () => true;
  it("refuses the author, someone who took a step, and someone the step does not wait for", () => {
    expect(stepDecision({ created_by: "me" }, me, [], reviewer)).toEqual({ refusal: "own_record" });
    expect(stepDecision({ approval_done: " me " }, me, [], reviewer)).toEqual({
      refusal: "already_approved",
    });
    const managers = { approval_waiting: packTokens(["role:store_manager"]) };
    expect(stepDecision(managers, me, [], reviewer)).toEqual({ refusal: "not_your_step" });
    expect(stepDecision({}, me, [], reviewer)).toEqual({ as: me, onBehalfOf: null });
  });

  it("acts for a delegator the step waits for, never on the delegator's own record", () => {
    const boss = { userId: "boss", role: "store_manager" as const };
    const managers = { approval_waiting: packTokens(["role:store_manager"]) };
    expect(stepDecision(managers, me, [boss], reviewer)).toEqual({ as: boss, onBehalfOf: "boss" });
    expect(stepDecision({ ...managers, created_by: "boss" }, me, [boss], reviewer)).toEqual({
      refusal: "own_record",
    });
  });

  it("an all-of role step lists the people found, or the role when none", () => {
    expect(stepTokens({ mode: "all", role: "accounting", user_ids: null }, ["a", "b"])).toEqual([
      "user:a",
      "user:b",
    ]);
    expect(stepTokens({ mode: "all", role: "accounting", user_ids: null }, [])).toEqual(["role:accounting"]);
  });

  it("a delegate reaches at least the delegator's stores", () => {
    expect(coversScope("all", ["a"])).toBe(true);
    expect(coversScope(["a", "b"], ["a"])).toBe(true);
    expect(coversScope(["a"], ["a", "b"])).toBe(false);
    expect(coversScope(["a"], "all")).toBe(false);
  });
});
