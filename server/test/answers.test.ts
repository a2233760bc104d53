import { MSG } from "@storeops/domain";
import { describe, expect, it } from "vitest";
import { makePurchase } from "../src/modules/purchases/purchases.factory.ts";
import { asAdmin } from "./demo-stores.ts";
import { forgetAuthor } from "./factories.ts";
import { signIn, useTestApp } from "./test-app.ts";

/** The phrasing of the validation library and of Fastify, which no answer may show. */
const LIBRARY_PHRASING =
  /Invalid input|expected \w+, received|Too (big|small)|Unrecognized key|9007199254740991|<=|>=|fst_err|FST_ERR/;

const t = useTestApp();
const bearer = async () => ({ authorization: `Bearer ${(await signIn(t.app, "admin")).token}` });

describe("answers an API caller can use", () => {
  it("an action route takes an empty body, with or without a JSON content type, or null", async () => {
    const auth = await bearer();
    for (const [headers, payload] of [
      [{}, undefined],
      [{ "content-type": "application/json" }, ""],
      [{ "content-type": "application/json" }, "null"],
    ] as const) {
      const purchase = await makePurchase(t);
      // The admin approves it: a record of nobody's (nobody approves their own, docs/decisions.md, Approvals).
      await forgetAuthor(t, "purchases", purchase.id);
      const approved = await t.app.inject({
        method: "POST",
        url: `/api/purchases/${purchase.id}/approve`,
        headers: { ...auth, ...headers },
        ...(payload === undefined ? {} : { payload }),
      });
      expect(approved.statusCode, approved.body).toBe(200);
      expect(approved.json().status).toBe("approved");
    }
  });

  it("a message the specification words is sent as worded; the field is in details.fields", async () => {
    const api = await asAdmin(t);
    const refused = await api.post("/api/rest/v1/employee_withdrawals", {
      withdrawal_date: "2024-01-01",
      amount: 5,
      payment_method: "cash",
    });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().message).toBe(MSG.selectEmployee);
    expect(refused.json().details.fields.employee_id).toEqual([MSG.selectEmployee]);
  });

  it("no answer shows a validation library's or Fastify's text", async () => {
    const api = await asAdmin(t);
    const auth = await bearer();
    const purchase = await makePurchase(t);
    const answers = [
      await api.post("/api/rest/v1/purchases", { invoice_no: "x".repeat(300) }),
      await api.post("/api/rest/v1/vendors", { name: "V", surprise: 1 }),
      await api.post(`/api/purchases/${purchase.id}/reject`, { rejection_reason: 5 }),
      await api.post(`/api/purchases/${purchase.id}/reject`, {}),
      await t.app.inject({
        method: "POST",
        url: "/api/rest/v1/vendors",
        headers: { ...auth, "content-type": "application/json" },
        payload: "{",
      }),
      await t.app.inject({
        method: "POST",
        url: "/api/rest/v1/vendors",
        headers: { ...auth, "content-type": "application/json" },
        payload: "",
      }),
      await api.get("/api/rest/v1/purchases?limit=1e400"),
      await api.post(`/api/purchases/${purchase.id}/pay`, {}),
    ];
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBeGreaterThanOrEqual(400);
      expect(answer.json().message, answer.body).not.toMatch(LIBRARY_PHRASING);
      expect(answer.json().code, answer.body).not.toMatch(LIBRARY_PHRASING);
      expect(answer.json().message, answer.body).not.toMatch(/\bpurchases status\b|\ba expense\b/);
      for (const messages of Object.values<string[]>(answer.json().details?.fields ?? {})) {
        for (const message of messages) expect(message).not.toMatch(LIBRARY_PHRASING);
      }
    }
    expect(answers[1]?.json().details.fields._).toEqual(["Unknown field: surprise."]);
    expect(answers[7]?.json().message).toBe("Cannot change this purchase's status from pending to paid.");
  });
});
