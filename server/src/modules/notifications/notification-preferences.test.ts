import { DEFAULT_NOTIFICATION_PREFERENCES, NOTIFICATION_EVENTS } from "@storeops/domain";
import { describe, expect, it } from "vitest";
import { startSmtpSink } from "../../../test/smtp-sink.ts";
import { client, DEMO_EMAILS, useSignIn, useTestApp } from "../../../test/test-app.ts";
import { deliveryOf } from "./deliver.ts";
import { notifyPayrollReady } from "./events.ts";
import { MAIL_QUEUE_LIMIT, Mailer } from "./mailer.ts";

// GET/PUT /api/notifications/preferences, and an SMTP server nobody answers on (docs/decisions.md, Notifications).
const t = useTestApp({
  config: { smtp: { url: "smtp://127.0.0.1:9", from: "StoreOps <no-reply@storeops.test>" } },
});
const staff = useSignIn(t, "staff");
const admin = useSignIn(t, "admin");

describe("notification preferences", () => {
  it("are the bell for every event until chosen", async () => {
    const answer = await client(t.app, staff.token).get("/api/notifications/preferences");
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);
    expect(Object.keys(answer.json())).toEqual([...NOTIFICATION_EVENTS]);
    expect((await client(t.app).get("/api/notifications/preferences")).statusCode).toBe(401);
  });

  it("change only the events given, audited, and refuse an unknown event or channel", async () => {
    const api = client(t.app, staff.token);
    const saved = await api.put("/api/notifications/preferences", {
      record_rejected: "email",
      step_waiting: "off",
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({
      ...DEFAULT_NOTIFICATION_PREFERENCES,
      record_rejected: "email",
      step_waiting: "off",
    });
    const again = await api.put("/api/notifications/preferences", { record_rejected: "digest" });
    expect(again.json()).toMatchObject({ record_rejected: "digest", step_waiting: "off" });
    expect((await api.get("/api/notifications/preferences")).json()).toEqual(again.json());
    expect((await api.put("/api/notifications/preferences", { record_rejected: "sms" })).statusCode).toBe(
      400,
    );
    expect((await api.put("/api/notifications/preferences", { birthdays: "bell" })).statusCode).toBe(400);
    const audit = await t.database.db
      .selectFrom("audit_logs")
      .select("description")
      .where("target_id", "=", `notifications:${staff.user.id}`)
      .execute();
    expect(audit).toHaveLength(2);
  });
});

describe("delivery that cannot reach its SMTP server", () => {
  it("answers the request as usual and logs the failed email", async () => {
    const api = client(t.app, admin.token);
    await api.put("/api/notifications/preferences", { payroll_ready: "email" });
    const storeId = (await t.database.db.selectFrom("stores").select("id").limit(1).executeTakeFirstOrThrow())
      .id;
    const started = Date.now();
    await notifyPayrollReady(t.app.db, storeId, "2026-11-01 – 2026-11-15");
    expect(Date.now() - started).toBeLessThan(2_000);
    await deliveryOf(t.app.db)?.mailer?.idle();
    // The staff member chose email for rejections: the rejection still answers 200.
    await client(t.app, staff.token).put("/api/notifications/preferences", { record_rejected: "email" });
    const created = await client(t.app, staff.token).post("/api/rest/v1/expenses", {
      description: "Unreachable",
      category: "Utilities",
      amount: 3,
      expense_date: t.today,
      store_id: staff.user.assigned_stores[0],
    });
    expect(created.statusCode, created.body).toBe(201);
    const rejected = await api.post(`/api/expenses/${created.json().id}/reject`, { rejection_reason: "No" });
    expect(rejected.statusCode, rejected.body).toBe(200);
  });

  it("keeps at most MAIL_QUEUE_LIMIT emails waiting when the server does not keep up", async () => {
    const sink = await startSmtpSink();
    const errors: unknown[] = [];
    const log = { error: (entry: unknown) => errors.push(entry), warn: () => undefined } as never;
    const mailer = new Mailer({ url: sink.url, from: "StoreOps <no-reply@storeops.test>" }, log);
    const email = { to: DEMO_EMAILS.staff, subject: "s", text: "t", html: "<p>t</p>" };
    const accepted = Array.from({ length: MAIL_QUEUE_LIMIT + 5 }, () => mailer.send(email));
    expect(accepted.filter(Boolean).length).toBeLessThanOrEqual(MAIL_QUEUE_LIMIT + 1);
    expect(accepted.at(-1)).toBe(false);
    await mailer.close(50);
    expect(mailer.send(email)).toBe(false);
    await sink.close();
  });
});
