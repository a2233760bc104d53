import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_EMAILS, DEMO_PASSWORD, useTestApp } from "../test/test-app.ts";
import { buildApp } from "./app.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { parseTrustProxy } from "./trust-proxy.ts";

describe("TRUST_PROXY", () => {
  it("takes a hop count or the proxies' addresses, never every hop", () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy("0")).toBe(false);
    expect(parseTrustProxy("1")).toEqual({ hops: 1 });
    expect(parseTrustProxy("2")).toEqual({ hops: 2 });
    expect(parseTrustProxy("10.0.0.5, 10.1.0.0/16, ::1, loopback")).toEqual({
      addresses: ["10.0.0.5", "10.1.0.0/16", "::1", "loopback"],
    });
    for (const bad of ["true", "yes", "*", "10.0.0.300", "10.0.0.0/33", "proxy.local", "1,", "-1"])
      expect(parseTrustProxy(bad), bad).toBeInstanceOf(Error);
    expect(() => loadConfig({ TRUST_PROXY: "true" })).toThrow(ConfigError);
  });
});

/** An app on the test database with the given TRUST_PROXY: the sign-in records the address it takes for the client's. */
describe("the client's address behind a proxy", () => {
  const t = useTestApp();
  const apps = new Map<string, FastifyInstance>();
  beforeAll(async () => {
    for (const trust of ["1", "2", "10.0.0.5"]) {
      const config = {
        ...loadConfig({ TRUST_PROXY: trust }),
        dataDir: t.location.dataDir,
        webDist: "/nonexistent",
        autoBackup: false,
      };
      const app = await buildApp({ config, database: t.database, logger: false, files: t.files });
      await app.ready();
      apps.set(trust, app);
    }
  });
  afterAll(async () => {
    for (const app of apps.values()) await app.close();
  });

  /** The address the session of a sign-in through `trust`'s app was recorded with. */
  async function addressSeen(trust: string, remoteAddress: string, forwardedFor: string) {
    const app = apps.get(trust);
    if (!app) throw new Error(trust);
    const response = await app.inject({
      method: "POST",
      url: "/api/auth/v1/token",
      remoteAddress,
      headers: { "x-forwarded-for": forwardedFor },
      payload: { email: DEMO_EMAILS.admin, password: DEMO_PASSWORD },
    });
    expect(response.statusCode, response.body).toBe(200);
    const row = await t.database.db
      .selectFrom("sessions")
      .select("ip_address")
      .orderBy("created_at", "desc")
      .orderBy("id")
      .where("user_id", "=", response.json().user.id)
      .execute();
    const token = response.json().access_token as string;
    await app.inject({
      method: "POST",
      url: "/api/auth/v1/logout",
      headers: { authorization: `Bearer ${token}` },
    });
    return row[0]?.ip_address;
  }

  it("TRUST_PROXY=1: the address the one proxy appended, not what the client wrote in front of it", async () => {
    expect(await addressSeen("1", "10.0.0.5", "203.0.113.66, 198.51.100.7")).toBe("198.51.100.7");
    expect(await addressSeen("1", "10.0.0.5", "198.51.100.8")).toBe("198.51.100.8");
  });

  it("a hop count of two reads two addresses from the right", async () => {
    expect(await addressSeen("2", "10.0.0.5", "203.0.113.66, 198.51.100.7, 10.0.0.9")).toBe("198.51.100.7");
  });

  it("proxy addresses: the header counts only from the proxy", async () => {
    expect(await addressSeen("10.0.0.5", "10.0.0.5", "203.0.113.66, 198.51.100.7")).toBe("198.51.100.7");
    expect(await addressSeen("10.0.0.5", "192.0.2.44", "198.51.100.7")).toBe("192.0.2.44");
  });
});
