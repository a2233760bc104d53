import { describe, expect, it } from "vitest";
import { DEMO_EMAILS, DEMO_PASSWORD, useTestApp } from "../../../test/test-app.ts";

// docs/decisions.md, Auth: 10 failed sign-ins per email or 100 per IP within 15 minutes, then 429.
const t = useTestApp();

const attempt = (email: string, password: string, ip: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/auth/v1/token",
    payload: { email, password },
    remoteAddress: ip,
  });

const recorded = async (column: "email" | "ip_address", value: string) =>
  (await t.database.db.selectFrom("login_attempts").select("id").where(column, "=", value).execute()).length;

const statuses = (responses: Array<{ statusCode: number }>) => {
  const count: Record<number, number> = {};
  for (const { statusCode } of responses) count[statusCode] = (count[statusCode] ?? 0) + 1;
  return count;
};

describe("sign-in lockout under concurrency", () => {
  it("30 concurrent wrong passwords for one email: at most 10 checked, the rest 429", async () => {
    const email = DEMO_EMAILS.ceo;
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, i) => attempt(email, `wrong-${i}`, `10.30.0.${i}`)),
    );
    const count = statuses(responses);
    expect(Object.keys(count).sort(), JSON.stringify(count)).toEqual(["401", "429"]);
    expect(count[401]).toBeLessThanOrEqual(10);
    expect(count[429]).toBeGreaterThanOrEqual(20);
    expect(await recorded("email", email)).toBeLessThanOrEqual(10);
    // Locked for the window, even with the right password.
    expect((await attempt(email, DEMO_PASSWORD, "10.30.1.1")).statusCode).toBe(429);
  }, 60_000);

  it("120 concurrent failures from one IP: no more than 100 recorded, the rest 429", async () => {
    const ip = "10.120.0.1";
    const responses = await Promise.all(
      Array.from({ length: 120 }, (_, i) => attempt(`nobody-${i}@example.com`, "wrong-password", ip)),
    );
    const count = statuses(responses);
    expect(count[401], JSON.stringify(count)).toBeLessThanOrEqual(100);
    expect(count[429], JSON.stringify(count)).toBeGreaterThanOrEqual(20);
    expect(await recorded("ip_address", ip)).toBeLessThanOrEqual(100);
  }, 180_000);

  it("a successful sign-in does not count as a failure", async () => {
    const ip = "10.40.0.1";
    for (let i = 0; i < 12; i++) {
      expect((await attempt(DEMO_EMAILS.accounting, DEMO_PASSWORD, ip)).statusCode).toBe(200);
    }
    expect(await recorded("email", DEMO_EMAILS.accounting)).toBe(0);
  });
});
