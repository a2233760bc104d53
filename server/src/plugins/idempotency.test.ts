import { MSG } from "@storeops/domain";
import type { LightMyRequestResponse } from "fastify";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createAsAdmin, demoStores } from "../../test/demo-stores.ts";
import { client, type SignedIn, useSignIn, useTestApp } from "../../test/test-app.ts";
import { multipart, PDF } from "../../test/uploads.ts";
import { purgeKeys } from "./idempotency-store.ts";

const t = useTestApp();
const staff = useSignIn(t, "staff");
const staff2 = useSignIn(t, "staff2");
const manager = useSignIn(t, "store_manager");
const admin = useSignIn(t, "admin");

afterEach(() => {
  vi.useRealTimers();
});

let counter = 0;
/** A fresh key per call: what the web's queue makes once per queued write. */
const newKey = () => `test-key-${Date.now()}-${++counter}`;

type Method = "POST" | "PUT" | "PATCH";

/** A write as `who`, with an Idempotency-Key. */
function send(
  who: SignedIn | { kiosk: string },
  method: Method,
  url: string,
  key: string,
  payload: unknown = {},
): Promise<LightMyRequestResponse> {
  const auth =
    "kiosk" in who ? { "x-kiosk-token": who.kiosk } : { authorization: `Bearer ${(who as SignedIn).token}` };
  return t.app.inject({
    method,
    url,
    headers: { ...auth, "idempotency-key": key },
    payload: payload as Record<string, unknown>,
  });
}

/** The first answer, then its replay: the same status and body, marked replayed; the first is not. */
async function sentTwice(first: () => Promise<LightMyRequestResponse>, status: number) {
  const one = await first();
  expect(one.statusCode, one.body).toBe(status);
  expect(one.headers["idempotent-replayed"]).toBeUndefined();
  const two = await first();
  expect(two.statusCode, two.body).toBe(status);
  expect(two.headers["idempotent-replayed"]).toBe("true");
  expect(two.json()).toEqual(one.json());
  return one.json();
}

const count = async (
  table: "expenses" | "daily_income" | "employee_time_entries",
  column: string,
  value: string,
) =>
  (
    await t.database.db
      .selectFrom(table)
      .select("id")
      .where(column as "id", "=", value)
      .execute()
  ).length;

const expense = (description: string) => ({
  description,
  category: "Utilities",
  amount: 12.34,
  expense_date: t.today,
});

describe("Idempotency-Key", () => {
  it("a key that is not 8 to 100 of [A-Za-z0-9_-:] is a 400 with the message table's words", async () => {
    for (const key of ["short", "x".repeat(101), "has space in it", "émoji-key-1"]) {
      const refused = await send(staff, "POST", "/api/rest/v1/expenses", key, expense("BAD-KEY"));
      expect(refused.statusCode, key).toBe(400);
      expect(refused.json()).toMatchObject({
        message: MSG.idempotencyKeyInvalid,
        code: "invalid_idempotency_key",
      });
    }
    expect(await count("expenses", "description", "BAD-KEY")).toBe(0);
  });

  it("an expense create replayed answers the first record; another body with the key is 422", async () => {
    const key = newKey();
    const first = await sentTwice(
      () => send(staff, "POST", "/api/rest/v1/expenses", key, expense("IDEM-EXPENSE")),
      201,
    );
    expect(first.description).toBe("IDEM-EXPENSE");
    expect(await count("expenses", "description", "IDEM-EXPENSE")).toBe(1);
    const other = await send(staff, "POST", "/api/rest/v1/expenses", key, expense("IDEM-OTHER"));
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ message: MSG.idempotencyKeyReused, code: "idempotency_key_reused" });
    expect(await count("expenses", "description", "IDEM-OTHER")).toBe(0);
  });

  it("another user's same key is theirs: it creates their own record", async () => {
    const key = newKey();
    const mine = await send(staff, "POST", "/api/rest/v1/expenses", key, expense("IDEM-MINE"));
    expect(mine.statusCode, mine.body).toBe(201);
    const theirs = await send(staff2, "POST", "/api/rest/v1/expenses", key, expense("IDEM-MINE"));
    expect(theirs.statusCode, theirs.body).toBe(201);
    expect(theirs.headers["idempotent-replayed"]).toBeUndefined();
    expect(theirs.json().id).not.toBe(mine.json().id);
    expect(await count("expenses", "description", "IDEM-MINE")).toBe(2);
  });

  it("two identical requests at once never make two records: one runs, the other is told to retry", async () => {
    const key = newKey();
    const answers = await Promise.all(
      [1, 2, 3].map(() => send(staff, "POST", "/api/rest/v1/expenses", key, expense("IDEM-RACE"))),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201).length).toBeGreaterThanOrEqual(1);
    expect(statuses.every((status) => status === 201 || status === 409)).toBe(true);
    for (const busy of answers.filter((answer) => answer.statusCode === 409)) {
      expect(busy.json()).toMatchObject({
        message: MSG.idempotencyInProgress,
        code: "idempotency_in_progress",
      });
      expect(busy.headers["retry-after"]).toBe("1");
    }
    expect(await count("expenses", "description", "IDEM-RACE")).toBe(1);
    const ids = new Set(
      answers.filter((answer) => answer.statusCode === 201).map((answer) => answer.json().id),
    );
    expect(ids.size).toBe(1);
    const later = await send(staff, "POST", "/api/rest/v1/expenses", key, expense("IDEM-RACE"));
    expect(later.statusCode).toBe(201);
    expect(ids.has(later.json().id)).toBe(true);
  });

  it("daily income replayed: one record", async () => {
    const storeId = (await demoStores(t)).foreign;
    const record = { store_id: storeId, date: "2003-04-05", income_cash: 10, income_card: 2.5 };
    const key = newKey();
    const first = await sentTwice(() => send(admin, "POST", "/api/rest/v1/daily_income", key, record), 201);
    expect(first.date).toBe("2003-04-05");
    expect(await count("daily_income", "date", "2003-04-05")).toBe(1);
  });

  it("a staff member's clock-in replayed: one open entry; a refused 409 is not kept", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.parse("2021-03-03T15:00:00Z"));
    const key = newKey();
    const body = { work_date: "2021-03-03", clock_in_time: "09:00" };
    const entry = await sentTwice(
      () => send(staff, "POST", "/api/rest/v1/employee_time_entries", key, body),
      201,
    );
    expect(await count("employee_time_entries", "id", entry.id)).toBe(1);
    const open = await t.database.db
      .selectFrom("employee_time_entries")
      .select("id")
      .where("employee_id", "=", entry.employee_id)
      .where("clock_out_time", "is", null)
      .execute();
    expect(open).toHaveLength(1);
    // Another key: already clocked in (409), which is an answer of the moment and not kept.
    const again = newKey();
    expect((await send(staff, "POST", "/api/rest/v1/employee_time_entries", again, body)).statusCode).toBe(
      409,
    );
    expect(await keyRows(again)).toBe(0);
    await client(t.app, staff.token).patch(`/api/rest/v1/employee_time_entries?eq=id.${entry.id}`, {
      clock_out_time: "17:00",
      status: "recorded",
    });
  });

  it("a kiosk punch replayed: one entry; a wrong PIN's 403 is not kept, so the key then works", async () => {
    const storeId = String(manager.user.managed_stores[0]);
    const api = client(t.app, manager.token);
    const person = await createAsAdmin(t, "staff", { name: "Idem Kiosk" }, storeId);
    await api.put(`/api/kiosk/staff/${person.id}/pin`, { pin: "8642" });
    const device = (await api.post("/api/kiosk/devices", { store_id: storeId, name: "Idem tablet" })).json();
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.parse("2021-03-04T15:00:00Z"));
    const key = newKey();
    const wrong = await send({ kiosk: device.token }, "POST", "/api/kiosk/punch", key, {
      pin: "0000",
      action: "clock_in",
    });
    expect(wrong.statusCode).toBe(403);
    const punch = await sentTwice(
      () =>
        send({ kiosk: device.token }, "POST", "/api/kiosk/punch", key, { pin: "8642", action: "clock_in" }),
      200,
    );
    expect(punch).toMatchObject({ employee_id: person.id, action: "clock_in" });
    expect(await count("employee_time_entries", "employee_id", person.id)).toBe(1);
  });

  it("upload-temp and move-temp-files replayed: one temporary file, one attachment", async () => {
    const created = await client(t.app, staff.token).post("/api/rest/v1/expenses", expense("IDEM-FILES"));
    expect(created.statusCode, created.body).toBe(201);
    const body = multipart([{ name: "receipt.pdf", bytes: PDF }]);
    const uploadKey = newKey();
    const upload = () =>
      t.app.inject({
        method: "POST",
        url: "/api/rest/v1/upload-temp/expenses",
        headers: { ...body.headers, authorization: `Bearer ${staff.token}`, "idempotency-key": uploadKey },
        payload: body.payload,
      });
    const before = await tempFiles();
    const uploaded = await sentTwice(upload, 200);
    expect(uploaded.files).toHaveLength(1);
    expect(await tempFiles()).toBe(before + 1);
    const moveKey = newKey();
    const moved = await sentTwice(
      () =>
        send(staff, "POST", `/api/rest/v1/move-temp-files/expenses/${created.json().id}`, moveKey, {
          tempFiles: [uploaded.files[0].tempName],
        }),
      200,
    );
    expect(moved).toHaveLength(1);
    const attachments = await t.database.db
      .selectFrom("attachments")
      .select("id")
      .where("owner_id", "=", created.json().id)
      .execute();
    expect(attachments).toHaveLength(1);
  });

  it("a key past its day is forgotten: the request runs again; the purge deletes old keys", async () => {
    const key = newKey();
    const first = await send(staff, "POST", "/api/rest/v1/expenses", key, expense("IDEM-OLD"));
    expect(first.statusCode).toBe(201);
    const dayAgo = new Date(Date.now() - 25 * 3_600_000).toISOString();
    await t.database.db
      .updateTable("idempotency_keys")
      .set({ created_at: dayAgo })
      .where("idem_key", "=", key)
      .execute();
    const again = await send(staff, "POST", "/api/rest/v1/expenses", key, expense("IDEM-OLD"));
    expect(again.statusCode).toBe(201);
    expect(again.headers["idempotent-replayed"]).toBeUndefined();
    expect(await count("expenses", "description", "IDEM-OLD")).toBe(2);
    await t.database.db
      .updateTable("idempotency_keys")
      .set({ created_at: dayAgo })
      .where("idem_key", "=", key)
      .execute();
    // Keys made under the other tests' fixed clocks (2021) go too.
    expect(
      await purgeKeys(t.database.db, new Date(Date.now() - 24 * 3_600_000).toISOString(), 100),
    ).toBeGreaterThanOrEqual(1);
    expect(await keyRows(key)).toBe(0);
  });

  it("a write without a caller, or without the header, keeps nothing", async () => {
    const key = newKey();
    const signIn = await t.app.inject({
      method: "POST",
      url: "/api/auth/v1/token",
      headers: { "idempotency-key": key },
      payload: { email: "nobody@example.com", password: "nope-nope" },
    });
    expect(signIn.statusCode).toBe(401);
    expect(await keyRows(key)).toBe(0);
  });
});

const keyRows = async (key: string) =>
  (await t.database.db.selectFrom("idempotency_keys").select("id").where("idem_key", "=", key).execute())
    .length;

const tempFiles = async () => (await t.database.db.selectFrom("temp_files").select("name").execute()).length;
