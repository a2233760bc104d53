import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asAdmin, demoStores } from "../../../test/demo-stores.ts";
import { factoryContext, forgetAuthor, makePayload } from "../../../test/factories.ts";
import { describeLadder } from "../../../test/ladder.ts";
import { client, createTestApp, signIn, type TestApp } from "../../../test/test-app.ts";
import { makeExpense } from "../expenses/expenses.factory.ts";
import { makePurchase } from "../purchases/purchases.factory.ts";

let t: TestApp;
const app = () => t;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const foreignStore = async () => (await demoStores(t)).foreign;

for (const table of ["purchases", "expenses"] as const) {
  describeLadder(`/api/${table}/summary`, app, {
    method: "GET",
    url: `/api/${table}/summary`,
    // Every role reads purchases and expenses (docs/decisions.md, Transactions), each over its own stores.
    forbidden: null,
    outOfScope: {
      as: "accounting",
      url: async () => `/api/${table}/summary?store_id=${await foreignStore()}`,
    },
    badRequest: { as: "accounting", url: `/api/${table}/summary?store_id=` },
    success: {
      as: "accounting",
      check: (response) => {
        const body = response.json();
        expect(body.scope).toBe("stores");
        expect(body.total.excludes).toEqual(["rejected"]);
        expect(body.today.count).toBeLessThanOrEqual(body.total.count);
      },
    },
  });
}

describeLadder("/api/purchases/duplicates", app, {
  method: "GET",
  url: async () => {
    const purchase = await makePurchase(t, {
      storeId: (await demoStores(t)).accounting[0],
      invoice_no: "DUP-LADDER",
    });
    return `/api/purchases/duplicates?store_id=${purchase.store_id}&vendor=test%20vendor&invoice_no=dup-ladder`;
  },
  forbidden: null,
  outOfScope: {
    as: "accounting",
    url: async () => `/api/purchases/duplicates?store_id=${await foreignStore()}&vendor=x&invoice_no=y`,
  },
  badRequest: { as: "accounting", url: "/api/purchases/duplicates?vendor=x" },
  success: {
    as: "accounting",
    check: (response) => {
      const { duplicates } = response.json();
      expect(duplicates.length).toBeGreaterThan(0);
      for (const duplicate of duplicates) expect(duplicate.invoice_no.toLowerCase()).toBe("dup-ladder");
    },
  },
});

describe("two simultaneous approvals: exactly one succeeds", () => {
  for (const table of ["purchases", "expenses"] as const) {
    // A record of nobody's: the admin may not approve its own (docs/decisions.md, Approvals).
    const make = async (storeId: string) => {
      const record = await (table === "purchases"
        ? makePurchase(t, { storeId })
        : makeExpense(t, { storeId }));
      await forgetAuthor(t, table, record.id);
      return record;
    };

    it(`${table}: two approvals through the generic PATCH at once: one 200, one 409 invalid_transition, one APPROVE entry`, async () => {
      const storeId = String((await demoStores(t)).manager[0]);
      const record = await make(storeId);
      const manager = client(t.app, (await signIn(t.app, "store_manager")).token);
      const admin = await asAdmin(t);
      const url = `/api/rest/v1/${table}?eq=id.${record.id}`;
      const answers = await Promise.all([
        manager.patch(url, { status: "approved" }),
        admin.patch(url, { status: "approved" }),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      expect(answers.find((answer) => answer.statusCode === 409)?.json().code).toBe("invalid_transition");
      const entries = (
        await admin.get(`/api/rest/v1/audit_logs?eq=target_id.${record.id}&eq1=action.APPROVE`)
      ).json();
      expect(entries).toHaveLength(1);
    });

    it(`${table}: an approval by route and one by PATCH at once: exactly one 200`, async () => {
      const storeId = String((await demoStores(t)).manager[0]);
      const record = await make(storeId);
      const manager = client(t.app, (await signIn(t.app, "store_manager")).token);
      const admin = await asAdmin(t);
      const answers = await Promise.all([
        manager.post(`/api/${table}/${record.id}/approve`),
        admin.patch(`/api/rest/v1/${table}?eq=id.${record.id}`, { status: "approved" }),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    });
  }
});

describe("amounts are greater than zero", () => {
  for (const [table, make] of [
    ["purchases", makePurchase],
    ["expenses", makeExpense],
  ] as const) {
    it(`${table}: an amount of 0 is a 400 on create and on change`, async () => {
      const api = await asAdmin(t);
      const refused = await api.post(`/api/rest/v1/${table}`, { ...(await payloadOf(table)), amount: 0 });
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json().details.fields.amount).toEqual(["Amount must be greater than 0."]);
      const record = await make(t, {});
      const changed = await api.patch(`/api/rest/v1/${table}?eq=id.${record.id}`, { amount: 0 });
      expect(changed.statusCode, changed.body).toBe(400);
      expect(changed.json().details.fields.amount).toEqual(["Amount must be greater than 0."]);
    });
  }
});

async function payloadOf(table: "purchases" | "expenses") {
  return makePayload(table, await factoryContext(t));
}
