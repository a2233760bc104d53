import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asAdmin, demoStores } from "../../../test/demo-stores.ts";
import { describeLadder } from "../../../test/ladder.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";
import { makeExpense } from "./expenses.factory.ts";

// docs/decisions.md, Duplicate bills: an expense has no vendor or invoice number.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let serial = 0;

async function duplicates(query: Record<string, string | number>) {
  const params = new URLSearchParams(
    Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
  );
  const response = await (await asAdmin(t)).get(`/api/expenses/duplicates?${params}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().duplicates as { id: string; reasons: string[] }[];
}

async function stored() {
  const store = (await demoStores(t)).accounting[0] as string;
  const description = `Milk delivery ${Date.now().toString(36)}${serial++}`;
  const expense = await makeExpense(t, {
    storeId: store,
    description,
    category: "Utilities",
    amount: 200,
    expense_date: "2024-05-10",
  });
  const draft = {
    store_id: store,
    category: "Utilities",
    description,
    amount: 200,
    expense_date: "2024-05-10",
  };
  return { expense, draft };
}

describe("GET /api/expenses/duplicates", () => {
  it("matches the category, the description ignoring case and separators, the amount and the date at their edges", async () => {
    const { expense, draft } = await stored();
    const found = await duplicates({
      ...draft,
      description: draft.description.toUpperCase().replace(" ", "-"),
    });
    expect(found).toEqual([expect.objectContaining({ id: expense.id, reasons: ["invoice"] })]);
    // $200.00 is within 1 % of $202.02 (202 cents) and not of $202.03; 30 days either side, not 31.
    expect((await duplicates({ ...draft, amount: 202.02 }))[0]?.id).toBe(expense.id);
    expect(await duplicates({ ...draft, amount: 202.03 })).toEqual([]);
    expect((await duplicates({ ...draft, expense_date: "2024-06-09" }))[0]?.id).toBe(expense.id);
    expect(await duplicates({ ...draft, expense_date: "2024-06-10" })).toEqual([]);
    expect(await duplicates({ ...draft, category: "Office Supplies" })).toEqual([]);
    expect(await duplicates({ ...draft, description: "Something else" })).toEqual([]);
    // Without a description the category, amount and date decide.
    const { description: _, ...undescribed } = draft;
    expect((await duplicates(undescribed)).map((row) => row.id)).toContain(expense.id);
    expect(await duplicates({ ...draft, exclude_id: expense.id })).toEqual([]);
  });
});

describeLadder("/api/expenses/duplicates", () => t, {
  method: "GET",
  url: async () => {
    const { draft } = await stored();
    return `/api/expenses/duplicates?${new URLSearchParams({ ...draft, amount: "200" })}`;
  },
  forbidden: null,
  outOfScope: {
    as: "accounting",
    url: async () =>
      `/api/expenses/duplicates?store_id=${(await demoStores(t)).foreign}&category=Utilities&amount=1`,
  },
  badRequest: { as: "accounting", url: "/api/expenses/duplicates?category=Utilities" },
  success: {
    as: "accounting",
    check: (response) => expect(response.json().duplicates.length).toBeGreaterThan(0),
  },
});
