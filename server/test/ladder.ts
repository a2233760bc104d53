import type { LightMyRequestResponse } from "fastify";
import { describe, expect, it } from "vitest";
import { type DemoAccount, type SignedIn, signIn, type TestApp } from "./test-app.ts";

type Method = "GET" | "POST" | "PATCH" | "PUT" | "DELETE";

/** One request of a rung: who sends it (omit for no session), where and with what body. */
export interface Rung {
  as: DemoAccount;
  /** Overrides the ladder's url (e.g. a record outside the caller's stores). */
  url?: string | ((t: TestApp) => string | Promise<string>);
  payload?: unknown;
  /** Message the answer must carry, word for word. */
  message?: string;
}

export interface LadderSpec {
  method: Method;
  url: string | ((t: TestApp) => string | Promise<string>);
  /** A well-formed body for the success rung and the default for the others. */
  payload?: unknown;
  /** A role the permission matrix refuses: 403. `null` says every signed-in role may call it. */
  forbidden: Rung | null;
  /** A record or store outside the caller's scope: 404. `null` says the call has no scoped target. */
  outOfScope: Rung | null;
  /** Bad input: 400 in the `{message, code}` shape. `null` says the call takes no input to get wrong. */
  badRequest: Rung | null;
  success: Rung & {
    status?: number;
    check?: (response: LightMyRequestResponse, t: TestApp) => void | Promise<void>;
  };
}

const sessions = new WeakMap<TestApp, Map<DemoAccount, Promise<SignedIn>>>();

/** One sign-in per account and app, shared by every ladder of a test file. */
function session(t: TestApp, account: DemoAccount): Promise<SignedIn> {
  let byAccount = sessions.get(t);
  if (!byAccount) {
    byAccount = new Map();
    sessions.set(t, byAccount);
  }
  let signedIn = byAccount.get(account);
  if (!signedIn) {
    signedIn = signIn(t.app, account);
    byAccount.set(account, signedIn);
  }
  return signedIn;
}

async function send(t: TestApp, spec: LadderSpec, rung: Partial<Rung>): Promise<LightMyRequestResponse> {
  const target = rung.url ?? spec.url;
  const url = typeof target === "function" ? await target(t) : target;
  const token = rung.as ? (await session(t, rung.as)).token : undefined;
  const payload = rung.payload ?? spec.payload;
  return t.app.inject({
    method: spec.method,
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload === undefined || spec.method === "GET"
      ? {}
      : { payload: payload as Record<string, unknown> }),
  });
}

function expectError(response: LightMyRequestResponse, status: number, message?: string) {
  expect(response.statusCode, response.body).toBe(status);
  const body = response.json();
  expect(typeof body.message).toBe("string");
  expect(typeof body.code).toBe("string");
  if (message) expect(body.message).toBe(message);
}

/**
 * The endpoint ladder every call is taken through: no session 401, a refused role 403, a target
 * outside the caller's stores 404, bad input 400, and the allowed call with its answer.
 * Rungs that do not apply are declared `null`, so leaving one out is a visible decision.
 */
export function describeLadder(name: string, app: () => TestApp, spec: LadderSpec): void {
  describe(`${spec.method} ${name}`, () => {
    it("401 without a session", async () => {
      expectError(await send(app(), spec, {}), 401);
    });
    const { forbidden, outOfScope, badRequest, success } = spec;
    if (forbidden) {
      it(`403 for ${forbidden.as}`, async () => {
        expectError(await send(app(), spec, forbidden), 403, forbidden.message);
      });
    }
    if (outOfScope) {
      it(`404 for ${outOfScope.as} outside its stores`, async () => {
        expectError(await send(app(), spec, outOfScope), 404, outOfScope.message);
      });
    }
    if (badRequest) {
      it(`400 on bad input from ${badRequest.as}`, async () => {
        expectError(await send(app(), spec, badRequest), 400, badRequest.message);
      });
    }
    it(`${success.status ?? 200} for ${success.as}`, async () => {
      const response = await send(app(), spec, success);
      expect(response.statusCode, response.body).toBe(success.status ?? 200);
      await success.check?.(response, app());
    });
  });
}
