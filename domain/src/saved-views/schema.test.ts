import { describe, expect, it } from "vitest";
import { MSG } from "../messages.ts";
import { ZSavedViewCreate, ZSavedViewState, ZSavedViewUpdate } from "./schema.ts";

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe("a saved view's fields", () => {
  const valid = {
    list: "purchases",
    name: "  Pending this month ",
    state: {
      filters: { status: "pending", from: "2026-11-01" },
      sort: { column: "amount", direction: "desc" },
    },
  };

  it("takes a list, a trimmed name and a state, with no filters by default", () => {
    const parsed = ZSavedViewCreate.parse(valid);
    expect(parsed.name).toBe("Pending this month");
    expect(ZSavedViewState.parse({}).filters).toEqual({});
    expect(ZSavedViewState.parse({ columns: ["vendor", "amount"], page_size: 50 }).page_size).toBe(50);
  });

  it("words every refusal in the product's own words", () => {
    const cases: [unknown, string][] = [
      [{ ...valid, name: "  " }, MSG.savedViewNameRequired],
      [{ ...valid, name: "x".repeat(81) }, MSG.savedViewNameTooLong],
      [{ ...valid, name: "two\nlines" }, MSG.savedViewNameOneLine],
      [{ ...valid, list: "payroll_secrets" }, MSG.savedViewListUnknown],
      [{ ...valid, shared_role: "owner" }, MSG.savedViewShareInvalid],
      [{ ...valid, is_default: "yes" }, MSG.savedViewDefaultInvalid],
      [{ ...valid, state: "status=pending" }, MSG.savedViewStateInvalid],
      [{ ...valid, state: { filters: { "Bad Key": "x" } } }, MSG.savedViewStateInvalid],
      [{ ...valid, state: { sort: { column: "amount", direction: "up" } } }, MSG.savedViewStateInvalid],
      [{ ...valid, state: { page_size: 7 } }, MSG.savedViewPageSizeInvalid],
    ];
    for (const [input, message] of cases)
      expect(firstMessage(ZSavedViewCreate.safeParse(input))).toBe(message);
  });

  it("refuses a state over 4 KB, however it is made up", () => {
    const filters = Object.fromEntries(Array.from({ length: 25 }, (_, i) => [`key_${i}`, "é".repeat(100)]));
    expect(firstMessage(ZSavedViewState.safeParse({ filters }))).toBe(MSG.savedViewStateTooLarge);
    const many = Object.fromEntries(Array.from({ length: 31 }, (_, i) => [`k${i}`, "1"]));
    expect(firstMessage(ZSavedViewState.safeParse({ filters: many }))).toBe(MSG.savedViewStateTooLarge);
    expect(firstMessage(ZSavedViewState.safeParse({ filters: { q: "x".repeat(201) } }))).toBe(
      MSG.savedViewStateTooLarge,
    );
  });

  it("keeps a view on its list: an update names no list", () => {
    expect(ZSavedViewUpdate.safeParse({ list: "expenses" }).success).toBe(false);
    expect(ZSavedViewUpdate.parse({ is_default: true })).toEqual({ is_default: true });
  });
});
