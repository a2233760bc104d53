import { MSG } from "@storeops/domain";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { asAdmin, createAsAdmin } from "../../../test/demo-stores.ts";
import { useTestApp } from "../../../test/test-app.ts";
import { ok, WEEKLY } from "./payroll.factory.ts";
import { checkPayrollReady } from "./payroll-ready.ts";

const t = useTestApp();

beforeAll(async () => {
  await ok(await (await asAdmin(t)).put("/api/payroll-runs/settings", WEEKLY));
});

afterEach(() => {
  vi.useRealTimers();
});

/** The admin's bell notices that a run of `period` is ready. */
async function readyNotices(period: string) {
  const bell = await ok(await (await asAdmin(t)).get("/api/notifications?limit=100"));
  const items = (bell as unknown as { items: Array<{ title: string; body: string }> }).items;
  return items.filter((item) => item.title === MSG.notifyPayrollReady && item.body.includes(period));
}

describe("a payroll period ready to approve", () => {
  it("is told on the period's last day on the store's clock, once; a run of a past period is told when made", async () => {
    const store = await createAsAdmin(t, "stores", { timezone: "America/New_York" });
    // Wednesday 25 November 2026, 13:00 in New York: the week of Monday 23 to Sunday 29 is running.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.parse("2026-11-25T18:00:00Z"));
    const admin = await asAdmin(t);
    const run = await ok(
      await admin.post("/api/payroll-runs", { store_id: store.id, period_start: "2026-11-23" }),
      201,
    );
    const week = "2026-11-23 – 2026-11-29";
    expect(await readyNotices(week)).toHaveLength(0);
    // Sunday 29 at 03:00 UTC is still Saturday 28 in New York: not yet.
    expect(await checkPayrollReady(t.app.db, new Date("2026-11-29T03:00:00Z"))).not.toContain(run.id);
    expect(await checkPayrollReady(t.app.db, new Date("2026-11-29T06:00:00Z"))).toContain(run.id);
    expect(await checkPayrollReady(t.app.db, new Date("2026-11-29T07:00:00Z"))).not.toContain(run.id);
    expect(await readyNotices(week)).toHaveLength(1);

    // The week before, made after it ended: told at once, and not again by the check.
    const past = await ok(
      await admin.post("/api/payroll-runs", { store_id: store.id, period_start: "2026-11-16" }),
      201,
    );
    expect(await readyNotices("2026-11-16 – 2026-11-22")).toHaveLength(1);
    expect(await checkPayrollReady(t.app.db, new Date())).not.toContain(past.id);
    expect(await readyNotices("2026-11-16 – 2026-11-22")).toHaveLength(1);
  });
});
