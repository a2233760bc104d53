import { describe, expect, it } from "vitest";
import { asAdmin, demoStores } from "../../../test/demo-stores.ts";
import { describeLadder } from "../../../test/ladder.ts";
import { client, signIn, useTestApp } from "../../../test/test-app.ts";
import { dateInZone, timeInZone } from "../../db/store-time.ts";

const t = useTestApp();

describeLadder("/api/rest/v1/server-date", () => t, {
  method: "GET",
  url: "/api/rest/v1/server-date",
  forbidden: null,
  outOfScope: {
    as: "store_manager",
    url: async (app) => `/api/rest/v1/server-date?store_id=${(await demoStores(app)).foreign}`,
    message: "Store not found",
  },
  badRequest: { as: "admin", url: "/api/rest/v1/server-date?store_id=" },
  success: {
    // staff2's store, Main Street Market, keeps Denver time.
    as: "staff2",
    check: (response) => {
      const before = Date.now();
      const body = response.json();
      expect(body.timezone).toBe("America/Denver");
      expect(Math.abs(Date.parse(body.time) - before)).toBeLessThan(60_000);
      expect(body.date).toBe(dateInZone(new Date(body.time), "America/Denver"));
      expect(body.local_time).toBe(timeInZone(new Date(body.time), "America/Denver"));
    },
  },
});

describe("server date without a store", () => {
  it("answers in UTC for a role without a current store", async () => {
    const { token } = await signIn(t.app, "admin");
    const body = (await client(t.app, token).get("/api/rest/v1/server-date")).json();
    expect(body.timezone).toBe("UTC");
    expect(body.date).toBe(String(body.time).slice(0, 10));
  });
});

describe("server date of a store", () => {
  it("answers the date and HH:MM time in the store's time zone for a store the caller reaches", async () => {
    const storeId = String((await demoStores(t)).manager[0]);
    const store = await t.database.db
      .selectFrom("stores")
      .select("timezone")
      .where("id", "=", storeId)
      .executeTakeFirstOrThrow();
    const { token } = await signIn(t.app, "store_manager");
    const response = await client(t.app, token).get(`/api/rest/v1/server-date?store_id=${storeId}`);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.timezone).toBe(store.timezone);
    expect(body.local_time).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
    expect(body.local_time).toBe(timeInZone(new Date(body.time), String(store.timezone)));
    expect(body.date).toBe(dateInZone(new Date(body.time), String(store.timezone)));
  });

  it("is 404 for a store that does not exist, even for admin", async () => {
    const response = await (await asAdmin(t)).get("/api/rest/v1/server-date?store_id=no-such-store");
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe("Store not found");
  });
});

describe("health", () => {
  // Public on purpose (load balancers call it): no 401 rung.
  it("reports the database engine and that it answers, without a session", async () => {
    const response = await client(t.app).get("/api/health");
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ status: "ok", database: t.engine, database_ok: true });
    expect(Number.isInteger(body.uptime_seconds)).toBe(true);
    expect(body.uptime_seconds).toBeLessThanOrEqual(Math.ceil(process.uptime()));
    expect(Math.abs(Date.parse(body.server_time) - Date.now())).toBeLessThan(60_000);
  });

  it("answers unknown API routes with JSON 404", async () => {
    const response = await client(t.app).get("/api/nothing-here");
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe("not_found");
  });
});
