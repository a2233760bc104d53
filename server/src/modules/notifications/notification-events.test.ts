import { MSG } from "@storeops/domain";
import { describe, expect, it } from "vitest";
import { asAdmin, demoStores } from "../../../test/demo-stores.ts";
import { bell, choose, mailSettled, useMailingTestApp } from "../../../test/notification-app.ts";
import { client, DEMO_EMAILS, useSignIn } from "../../../test/test-app.ts";
import { currentStoreOf, dayMaker } from "../cash-ups/cash-ups.factory.ts";
import { sendDailyDigests } from "./scheduled.ts";

// Each event through the API, read back from a real SMTP server (docs/decisions.md, Notifications).
const { t, mailTo, waitForMail } = useMailingTestApp();
const admin = useSignIn(t, "admin");
const accounting = useSignIn(t, "accounting");
const manager = useSignIn(t, "store_manager");
const staff = useSignIn(t, "staff");
const ownDay = dayMaker(t, 1400);
let serial = 0;
const invoice = () => `NTF-${++serial}`;

/** A purchase created as `who` in a store; answers its invoice number and id. */
async function purchase(token: string, storeId: string) {
  const invoiceNo = invoice();
  const created = await client(t.app, token).post("/api/rest/v1/purchases", {
    invoice_no: invoiceNo,
    vendor: "Notify Co",
    amount: 42.5,
    due_date: t.today,
    store_id: storeId,
  });
  expect(created.statusCode, created.body).toBe(201);
  return { invoiceNo, id: String(created.json().id) };
}

describe("a step waiting for you", () => {
  it("reaches the store's approvers on the channel each chose, never the author", async () => {
    const shared = (await demoStores(t)).shared;
    if (!shared) throw new Error("the demo data has a store of both accounting and the manager");
    await choose(t, accounting, { step_waiting: "email" });
    await choose(t, manager, { step_waiting: "bell" });
    const { invoiceNo } = await purchase(admin.token, shared);

    const email = await waitForMail(DEMO_EMAILS.accounting, (mail) => mail.raw.includes(invoiceNo));
    expect(email.subject).toBe(MSG.notifyPurchaseWaiting);
    expect(email.raw).toContain("Content-Type: text/html");
    await mailSettled(t);
    expect(mailTo(DEMO_EMAILS.store_manager).filter((mail) => mail.raw.includes(invoiceNo))).toEqual([]);
    expect((await bell(t, manager))[0]).toMatch(new RegExp(`^${MSG.notifyPurchaseWaiting}: .*${invoiceNo}`));
    // The author approves it themselves: no notice of their own purchase.
    expect((await bell(t, admin)).some((notice) => notice.includes(invoiceNo))).toBe(false);
    expect((await bell(t, accounting)).some((notice) => notice.includes(invoiceNo))).toBe(false);
  });

  it("off sends nothing, not even the bell", async () => {
    const managed = (await demoStores(t)).manager[0] ?? "";
    await choose(t, manager, { step_waiting: "off" });
    const { invoiceNo } = await purchase(admin.token, managed);
    await mailSettled(t);
    expect((await bell(t, manager)).some((notice) => notice.includes(invoiceNo))).toBe(false);
    expect(mailTo(DEMO_EMAILS.store_manager).filter((mail) => mail.raw.includes(invoiceNo))).toEqual([]);
    await choose(t, manager, { step_waiting: "bell" });
  });
});

describe("your record rejected", () => {
  it("emails the expense's creator, in their language", async () => {
    await choose(t, staff, { record_rejected: "email" });
    const storeId = await currentStoreOf(t, staff);
    const api = client(t.app, staff.token);
    const created = await api.post("/api/rest/v1/expenses", {
      description: "Notify lamp",
      category: "Utilities",
      amount: 19.99,
      expense_date: t.today,
      store_id: storeId,
    });
    expect(created.statusCode, created.body).toBe(201);
    const rejected = await (await asAdmin(t)).post(`/api/expenses/${created.json().id}/reject`, {
      rejection_reason: "No receipt",
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const email = await waitForMail(DEMO_EMAILS.staff, (mail) => mail.raw.includes("Notify lamp"));
    expect(email.subject).toBe(MSG.notifyExpenseRejected);
    expect(email.raw).toContain("No receipt");

    expect((await api.put("/api/settings/general", { language: "es" })).statusCode).toBe(200);
    const again = await api.post("/api/rest/v1/expenses", {
      description: "Notify lamp 2",
      category: "Utilities",
      amount: 5,
      expense_date: t.today,
      store_id: storeId,
    });
    // Rejected through the generic PATCH: the same use case, the same notice.
    const patched = await (await asAdmin(t)).patch(`/api/rest/v1/expenses?eq=id.${again.json().id}`, {
      status: "rejected",
      rejection_reason: "Duplicado",
    });
    expect(patched.statusCode, patched.body).toBe(200);
    const spanish = await waitForMail(DEMO_EMAILS.staff, (mail) => mail.raw.includes("Duplicado"));
    expect(spanish.subject).toBe("Su gasto fue rechazado");
    expect((await api.put("/api/settings/general", { language: "en" })).statusCode).toBe(200);
  });

  it("rings the creator's bell by default and emails nothing", async () => {
    const storeId = await currentStoreOf(t, staff);
    await choose(t, staff, { record_rejected: "bell" });
    const { invoiceNo, id } = await purchase(staff.token, storeId);
    const rejected = await client(t.app, admin.token).post(`/api/purchases/${id}/reject`, {
      rejection_reason: "Wrong vendor",
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    await mailSettled(t);
    expect((await bell(t, staff))[0]).toBe(
      `${MSG.notifyPurchaseRejected}: Your purchase ${invoiceNo} ($42.50) was rejected. Reason: Wrong vendor`,
    );
    expect(mailTo(DEMO_EMAILS.staff).filter((mail) => mail.raw.includes(invoiceNo))).toEqual([]);
  });
});

describe("a cash-up variance to approve", () => {
  it("emails accounting of the store; a digest waits for the digest, which sends one email once", async () => {
    await choose(t, accounting, { cash_up_variance: "email" });
    await choose(t, admin, { cash_up_variance: "digest" });
    const api = client(t.app, staff.token);
    const date = ownDay();
    const created = await api.post("/api/cash-ups", {
      business_date: date,
      opening_float: 0,
      counted_cash: 900,
    });
    expect(created.statusCode, created.body).toBe(201);
    const submitted = await api.post(`/api/cash-ups/${created.json().id}/submit`, {
      variance_reason: "Notify test",
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json().status).toBe("submitted");

    const email = await waitForMail(DEMO_EMAILS.accounting, (mail) => mail.raw.includes(date));
    expect(email.subject).toBe(MSG.notifyCashUpVariance);
    await mailSettled(t);
    expect(mailTo(DEMO_EMAILS.admin).filter((mail) => mail.raw.includes(date))).toEqual([]);
    expect((await bell(t, admin)).some((notice) => notice.includes(date))).toBe(false);

    // A fixed clock after every notice of this test (whatever the hour it runs at).
    const now = new Date("2100-01-01T20:00:00Z");
    expect(await sendDailyDigests(t.app.db, now, { anyHour: true })).toBe(1);
    const digest = await waitForMail(DEMO_EMAILS.admin, (mail) => mail.raw.includes(date));
    expect(digest.subject).toMatch(/^StoreOps daily digest for 2100-01-0[12] \(1\)$/);
    expect(digest.raw).toContain(MSG.notifyCashUpVariance);
    // One digest a day: a second run that day sends nothing more.
    expect(await sendDailyDigests(t.app.db, now, { anyHour: true })).toBe(0);
  });
});
