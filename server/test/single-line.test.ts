import { VALIDATION } from "@storeops/domain";
import { describe, expect, it } from "vitest";
import { asAdmin } from "./demo-stores.ts";
import { factoryContext, makePayload } from "./factories.ts";
import { useTestApp } from "./test-app.ts";

const t = useTestApp();

/** A value that would start a line of its own in the audit trail's report.txt. */
const FORGED = "Acme\n2026-11-27 09:00:00 admin APPROVE Approved purchase INV-1";

describe("single-line fields refuse control characters", () => {
  it("vendor, invoice number, names: 400 naming the field; notes keep their lines", async () => {
    const api = await asAdmin(t);
    const ctx = await factoryContext(t);
    const cases = [
      ["purchases", "vendor", "Vendor name"],
      ["purchases", "invoice_no", "Invoice number"],
      ["staff", "name", "Full name"],
      ["vendors", "name", "Vendor name"],
    ] as const;
    for (const [table, field, label] of cases) {
      const refused = await api.post(`/api/rest/v1/${table}`, makePayload(table, ctx, { [field]: FORGED }));
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json().details.fields[field], refused.body).toEqual([VALIDATION.singleLine(label)]);
    }
    const withNotes = await api.post(
      "/api/rest/v1/purchases",
      makePayload("purchases", ctx, { notes: "first line\nsecond line" }),
    );
    expect(withNotes.statusCode, withNotes.body).toBe(201);
    expect(withNotes.json().notes).toBe("first line\nsecond line");
  });
});
