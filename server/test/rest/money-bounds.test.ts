import { MAX_MONEY_DOLLARS, TABLE_NAMES, TABLES, type TableName } from "@storeops/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { factoryContext, makePayload } from "../factories.ts";
import { client, createTestApp, type SignedIn, signIn, type TestApp } from "../test-app.ts";

// Issue #8, "Money bounds": every money field of every table has one maximum and exact cents.
let t: TestApp;
let admin: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, "admin");
});
afterAll(() => t.close());

/** Every writable money column of the generic API, by table. */
const MONEY_FIELDS: Array<[TableName, string]> = TABLE_NAMES.flatMap((table) =>
  Object.entries(TABLES[table].columns)
    .filter(([, column]) => column.kind === "money" && !column.computed && !column.system)
    .map(([name]): [TableName, string] => [table, name]),
);

/** A valid create body for the table with one money field set, plus the fields some money fields require. */
async function payload(table: TableName, field: string, value: number) {
  const ctx = await factoryContext(t);
  const extra: Record<string, unknown> =
    table === "employee_wages" ? { payment_type: field === "monthly_salary" ? "monthly" : "hourly" } : {};
  if (table === "employee_wages") {
    // One current wage per employee and date: each case takes its own future date.
    extra.effective_from = `2099-0${1 + (Math.floor(value) % 9)}-1${MONEY_FIELDS.length % 9}`;
  }
  if (field === "salary_max") extra.salary_min = 0;
  // A cash-up's deposit is banked from what was counted: count as much (a refused value stays refused).
  if (table === "cash_ups" && field === "deposit_amount") extra.counted_cash = MAX_MONEY_DOLLARS;
  // An advance's instalment is at most the advance: advance as much.
  if (table === "employee_withdrawals" && field === "instalment_amount") extra.amount = MAX_MONEY_DOLLARS;
  return makePayload(table, ctx, { ...extra, [field]: value });
}

const REFUSED = [
  1e300,
  Number("90071992547409.93"),
  1_000_000_000,
  1_000_000_000.01,
  12.345,
  0.001,
  0.1 + 0.2,
];

it("the money fields are the ones the issue names (and more)", () => {
  const tables = new Set(MONEY_FIELDS.map(([table]) => table));
  for (const table of ["purchases", "expenses", "daily_income", "employee_wages", "employee_withdrawals"])
    expect(tables.has(table as TableName), table).toBe(true);
});

describe.each(MONEY_FIELDS)("%s.%s", (table, field) => {
  for (const value of REFUSED) {
    it(`create with ${value} answers 400 naming the field`, async () => {
      const response = await client(t.app, admin.token).post(
        `/api/rest/v1/${table}`,
        await payload(table, field, value),
      );
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().details.fields[field], response.body).toBeDefined();
    });
  }

  it(`create with the maximum ${MAX_MONEY_DOLLARS} keeps it to the cent; update with 1e300 or 12.345 answers 400`, async () => {
    const api = client(t.app, admin.token);
    const created = await api.post(`/api/rest/v1/${table}`, await payload(table, field, MAX_MONEY_DOLLARS));
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()[field]).toBe(MAX_MONEY_DOLLARS);
    const id = created.json().id;
    const read = await api.get(`/api/rest/v1/${table}/${id}`);
    expect(read.json()[field]).toBe(MAX_MONEY_DOLLARS);
    for (const value of [1e300, Number("90071992547409.93"), 12.345]) {
      const updated = await api.patch(`/api/rest/v1/${table}?eq=id.${id}`, { [field]: value });
      expect(updated.statusCode, updated.body).toBe(400);
      // A budget's amount is named "Budget" (its line is the thing budgeted).
      const label = table === "budgets" ? "Budget" : "Amount";
      expect(updated.json().message).toContain(field === "amount" ? label : "");
    }
  });
});

it("the message says the maximum", async () => {
  const response = await client(t.app, admin.token).post(
    "/api/rest/v1/purchases",
    await payload("purchases", "amount", 1e300),
  );
  expect(response.json().details.fields.amount).toEqual(["Amount cannot be more than $999,999,999.99."]);
});

it("a money filter or search beyond any amount answers 400 or no rows, not 500", async () => {
  const api = client(t.app, admin.token);
  const search = await api.get("/api/rest/v1/purchases?q=1e300");
  expect(search.statusCode, search.body).toBe(200);
  expect(search.json()).toEqual([]);
  for (const value of ["1e300", "90071992547409.93", "-1e300"]) {
    const response = await api.get(`/api/rest/v1/purchases?gt=amount.${value}`);
    expect(response.statusCode, response.body).toBe(400);
  }
  expect((await api.get(`/api/rest/v1/purchases?lte=amount.${MAX_MONEY_DOLLARS}`)).statusCode).toBe(200);
});
