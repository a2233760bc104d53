import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asAdmin, demoStores } from "../../../test/demo-stores.ts";
import { client, createTestApp, signIn, type TestApp } from "../../../test/test-app.ts";
import { multipart } from "../../../test/uploads.ts";
import { makeVendor } from "../vendors/vendors.factory.ts";
import { makePurchase } from "./purchases.factory.ts";

// docs/decisions.md, Duplicate bills: each rule at its edges, aliases, files, scope, saving anyway.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let serial = 0;
const uniqueName = (prefix: string) => `${prefix} ${Date.now().toString(36)}${serial++}`;

async function duplicates(query: Record<string, string | number>, api?: ReturnType<typeof client>) {
  const params = new URLSearchParams(
    Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
  );
  const response = await (api ?? (await asAdmin(t))).get(`/api/purchases/duplicates?${params}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().duplicates as { id: string; reasons: string[]; store_name: string | null }[];
}

/** One stored purchase: $100.00 on 2024-03-01, and a draft query like it. */
async function stored(overrides: Record<string, unknown> = {}) {
  const store = (await demoStores(t)).accounting[0] as string;
  const vendor = uniqueName("Edge Vendor");
  const invoice = `AUD-00${serial++}`;
  const purchase = await makePurchase(t, {
    storeId: store,
    vendor,
    invoice_no: invoice,
    amount: 100,
    purchase_date: "2024-03-01",
    ...overrides,
  });
  const draft = { store_id: store, vendor, invoice_no: invoice, amount: 100, purchase_date: "2024-03-01" };
  return { purchase, draft };
}

describe("GET /api/purchases/duplicates", () => {
  it("compares invoice numbers ignoring case, spaces, dashes and leading zeros", async () => {
    const { purchase, draft } = await stored();
    const digits = draft.invoice_no.replace("AUD-00", "");
    for (const typed of [`aud ${digits}`, `AUD${digits}`, `aud-000${digits}`, `Aud/${digits}`]) {
      const found = await duplicates({ ...draft, invoice_no: typed });
      expect(found.map((row) => row.id)).toEqual([purchase.id]);
      expect(found[0]?.reasons).toEqual(["invoice"]);
    }
    expect(await duplicates({ ...draft, invoice_no: `AUD-${digits}9` })).toEqual([]);
  });

  it("takes amounts within 1 % of the draft's, both edges included", async () => {
    const { purchase, draft } = await stored();
    // $100.00 is within 1 % of $101.01 ($1.0101 → 101 cents) and of $99.01 (99 cents), not of $101.02 or $99.00.
    for (const amount of [101.01, 99.01, 100])
      expect((await duplicates({ ...draft, amount }))[0]?.id).toBe(purchase.id);
    for (const amount of [101.02, 99]) expect(await duplicates({ ...draft, amount })).toEqual([]);
    // Without an amount (still being typed) any amount matches.
    const { amount: _, ...noAmount } = draft;
    expect((await duplicates(noAmount))[0]?.id).toBe(purchase.id);
  });

  it("takes dates within 30 days either side, both edges included", async () => {
    const { purchase, draft } = await stored();
    for (const date of ["2024-03-31", "2024-01-31"])
      expect((await duplicates({ ...draft, purchase_date: date }))[0]?.id).toBe(purchase.id);
    for (const date of ["2024-04-01", "2024-01-30"])
      expect(await duplicates({ ...draft, purchase_date: date })).toEqual([]);
  });

  it("matches the vendor by its id, its name or any alias, ignoring case; another vendor is not a match", async () => {
    const name = uniqueName("Harbor Foods");
    const alias = uniqueName("HF Wholesale");
    const vendor = await makeVendor(t, { name, aliases: [alias] });
    const { purchase, draft } = await stored({ vendor: name });
    expect((await duplicates({ ...draft, vendor: alias.toUpperCase() }))[0]?.id).toBe(purchase.id);
    expect((await duplicates({ ...draft, vendor: "typed otherwise", vendor_id: vendor.id }))[0]?.id).toBe(
      purchase.id,
    );
    expect(await duplicates({ ...draft, vendor: uniqueName("Someone Else") })).toEqual([]);
    // A purchase typed under the alias is linked to the vendor, and found by its name.
    const under = await makePurchase(t, {
      storeId: draft.store_id,
      vendor: alias,
      invoice_no: draft.invoice_no,
      amount: 100,
      purchase_date: "2024-03-02",
    });
    expect((await duplicates({ ...draft, vendor: name })).map((row) => row.id)).toEqual([
      under.id,
      purchase.id,
    ]);
  });

  it("leaves out the purchase being edited and another store's purchases outside the caller's", async () => {
    const stores = await demoStores(t);
    const { purchase, draft } = await stored();
    expect(await duplicates({ ...draft, exclude_id: purchase.id })).toEqual([]);
    const foreign = await makePurchase(t, { ...draft, storeId: stores.foreign, store_id: stores.foreign });
    const manager = client(t.app, (await signIn(t.app, "store_manager")).token);
    const managerDraft = { ...draft, store_id: stores.manager[0] as string };
    const seen = (await duplicates(managerDraft, manager)).map((row) => row.id);
    expect(seen).not.toContain(foreign.id);
    // The admin reads every store: both, newest first.
    expect((await duplicates(draft)).map((row) => row.id)).toEqual(
      expect.arrayContaining([purchase.id, foreign.id]),
    );
  });

  it("finds a purchase holding the same file, by a temporary upload or a fingerprint", async () => {
    const admin = await signIn(t.app, "admin");
    const bytes = Buffer.from(`%PDF-1.4\n% ${uniqueName("bill")}\n%%EOF\n`);
    const upload = async () => {
      const body = multipart([{ name: "bill.pdf", bytes }]);
      const response = await t.app.inject({
        method: "POST",
        url: "/api/rest/v1/upload-temp/purchases",
        headers: { ...body.headers, authorization: `Bearer ${admin.token}` },
        payload: body.payload,
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().files[0].tempName as string;
    };
    const { purchase, draft } = await stored();
    const moved = await client(t.app, admin.token).post(
      `/api/rest/v1/move-temp-files/purchases/${purchase.id}`,
      {
        tempFiles: [await upload()],
      },
    );
    expect(moved.statusCode, moved.body).toBe(200);
    const other = { ...draft, vendor: uniqueName("Unrelated"), invoice_no: "X-1" };
    const byUpload = await duplicates({ ...other, files: await upload() });
    expect(byUpload).toEqual([expect.objectContaining({ id: purchase.id, reasons: ["file"] })]);
    const sha256 = createHash("sha256").update(bytes).digest("hex");
    expect((await duplicates({ ...draft, sha256 }))[0]).toMatchObject({
      id: purchase.id,
      reasons: ["invoice", "file"],
    });
  });

  it("refuses a malformed draft in the product's words", async () => {
    const api = await asAdmin(t);
    const { draft } = await stored();
    const bad = await api.get(
      `/api/purchases/duplicates?${new URLSearchParams({ ...draft, amount: "abc", purchase_date: "2024-02-30" } as never)}`,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.body).not.toMatch(/Invalid input|expected/i);
  });
});

describe("saving anyway", () => {
  it("saves a duplicate and records who confirmed the warning in its audit entry", async () => {
    const { purchase, draft } = await stored();
    const api = await asAdmin(t);
    const created = await api.post("/api/rest/v1/purchases", {
      ...draft,
      due_date: "2024-03-30",
      duplicate_confirmed: true,
    });
    expect(created.statusCode, created.body).toBe(201);
    const entry = await t.database.db
      .selectFrom("audit_logs")
      .select(["changes", "user_name"])
      .where("target_id", "=", created.json().id)
      .where("action", "=", "CREATE")
      .executeTakeFirstOrThrow();
    expect(JSON.parse(String(entry.changes)).duplicate_confirmed).toMatchObject({
      by: entry.user_name,
      candidates: [purchase.id],
    });
    // An edit confirmed the same way records it on its UPDATE entry.
    const edited = await api.patch(`/api/rest/v1/purchases?eq=id.${created.json().id}`, {
      notes: "Checked with the vendor",
      duplicate_confirmed: true,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const update = await t.database.db
      .selectFrom("audit_logs")
      .select("changes")
      .where("target_id", "=", created.json().id)
      .where("action", "=", "UPDATE")
      .executeTakeFirstOrThrow();
    expect(JSON.parse(String(update.changes)).duplicate_confirmed.candidates).toEqual([purchase.id]);
  });
});
