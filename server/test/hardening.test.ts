import { describe, expect, it } from "vitest";
import { DEMO_EMAILS, DEMO_PASSWORD, signIn, useTestApp } from "./test-app.ts";
import { multipart } from "./uploads.ts";

// The hardening checks of the proof-and-operations issue, in one place: headers, cookies, the
// Origin rule, sign-in that tells nothing about which emails exist, and uploads never served as markup.

const t = useTestApp();

function directives(csp: string): Map<string, string> {
  return new Map(
    csp
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [String(name), values.join(" ")]),
  );
}

const signInWith = (email: string, password: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "POST", url: "/api/auth/v1/token", payload: { email, password }, headers });

describe("hardening", () => {
  it("every answer carries a CSP without inline script, frame-ancestors 'none', nosniff, no referrer and DENY framing", async () => {
    for (const url of ["/api/health", "/api/rest/v1/stores", "/login"]) {
      const response = await t.app.inject(url);
      const csp = directives(String(response.headers["content-security-policy"]));
      expect(csp.get("script-src"), url).toBe("'self'");
      expect(csp.get("default-src"), url).toBe("'self'");
      expect(csp.get("frame-ancestors"), url).toBe("'none'");
      expect(csp.get("object-src"), url).toBe("'none'");
      // The service worker and the web manifest (issue #30) from this site only.
      expect(csp.get("worker-src"), url).toBe("'self'");
      expect(csp.get("manifest-src"), url).toBe("'self'");
      expect(response.headers["x-content-type-options"], url).toBe("nosniff");
      expect(response.headers["referrer-policy"], url).toBe("no-referrer");
      expect(response.headers["x-frame-options"], url).toBe("DENY");
    }
  });

  it("the session cookie is HttpOnly, SameSite=Strict, for the whole site, and new at every sign-in", async () => {
    const first = await signInWith(DEMO_EMAILS.admin, DEMO_PASSWORD);
    const cookie = String(first.headers["set-cookie"]);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    expect(cookie).toMatch(/Path=\//);
    // A session id planted before sign-in is never adopted: each sign-in issues a new one.
    const planted = cookie.split(";")[0] ?? "";
    const second = await signInWith(DEMO_EMAILS.admin, DEMO_PASSWORD, { cookie: planted });
    expect(second.json().access_token).not.toBe(first.json().access_token);
    expect(String(second.headers["set-cookie"]).split(";")[0]).not.toBe(planted);
  });

  it("refuses a write sent from another origin and accepts the same request from ours", async () => {
    const { token } = await signIn(t.app, "admin");
    const send = (origin: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/auth/v1/logout",
        headers: { authorization: `Bearer ${token}`, origin, host: "shop.example:3000" },
      });
    const foreign = await send("https://evil.example");
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().code).toBe("cross_origin_request");
    expect((await send("http://shop.example:3000")).statusCode).toBe(200);
  });

  it("an unknown email gets the same answer as a wrong password, in about the same time", async () => {
    const timed = async (email: string) => {
      const started = process.hrtime.bigint();
      const response = await signInWith(email, "Wrong-password-1");
      return {
        ms: Number(process.hrtime.bigint() - started) / 1e6,
        body: response.json(),
        status: response.statusCode,
      };
    };
    const known: number[] = [];
    const unknown: number[] = [];
    // Alternating, three each (below the lockout threshold), so load on the machine hits both alike.
    for (let i = 0; i < 3; i++) {
      const a = await timed(DEMO_EMAILS.ceo);
      const b = await timed(`nobody-${i}@example.com`);
      expect(b.status).toBe(a.status);
      expect(b.body).toEqual(a.body);
      known.push(a.ms);
      unknown.push(b.ms);
    }
    const median = (values: number[]) => [...values].sort((x, y) => x - y)[1] ?? 0;
    // Without the decoy hash an unknown email answers ~100× faster than a password check.
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.3);
  });

  it("never stores an HTML or SVG upload, whatever its name or declared type", async () => {
    const { token } = await signIn(t.app, "admin");
    const bodies = [
      {
        name: "receipt.pdf",
        bytes: Buffer.from("<html><script>alert(1)</script></html>"),
        type: "application/pdf",
      },
      {
        name: "logo.svg",
        bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        type: "image/svg+xml",
      },
      { name: "page.html", bytes: Buffer.from("<!doctype html><p>hi"), type: "text/html" },
    ];
    for (const file of bodies) {
      const body = multipart([file]);
      const response = await t.app.inject({
        method: "POST",
        url: "/api/rest/v1/upload-temp/purchases",
        headers: { ...body.headers, authorization: `Bearer ${token}` },
        payload: body.payload,
      });
      // Every file refused: 415 with the reason, and nothing stored.
      expect(response.statusCode, file.name).toBe(415);
      expect(response.json().message, file.name).toMatch(/PDF|JPEG|PNG/);
    }
    const stored = await t.database.db.selectFrom("temp_files").select("name").execute();
    expect(stored).toEqual([]);
  });
});
