import { beforeAll, describe, expect, it } from "vitest";
import { auditEntries } from "../../../test/audit-entries.ts";
import { factoryContext, makePayload } from "../../../test/factories.ts";
import { client, DEMO_PASSWORD, signIn, useTestApp } from "../../../test/test-app.ts";
import { uploadPdf } from "../../../test/uploads.ts";
import { APPLICANT, apply, PDF } from "../careers/careers.factory.ts";

/**
 * Files and data leaving the system, and setting up two-factor sign-in, are audited whatever
 * Settings → System "Audit logging" says; with it off, sign-ins still are not (docs/decisions.md,
 * Audit logs).
 */
const t = useTestApp();
let admin: ReturnType<typeof client>;
let adminId = "";

beforeAll(async () => {
  const signedIn = await signIn(t.app, "admin");
  admin = client(t.app, signedIn.token);
  adminId = signedIn.user.id;
  const off = await admin.put("/api/settings/system", { audit_logging: false });
  expect(off.statusCode, off.body).toBe(200);
});

const entries = (action: string, targetTable?: string) =>
  auditEntries(t, { user_id: adminId, action, target_table: targetTable });

describe("with Audit logging off", () => {
  it("sign-ins are not recorded", async () => {
    const before = (await entries("LOGIN")).length;
    await signIn(t.app, "admin");
    expect(await entries("LOGIN")).toHaveLength(before);
  });

  it("every export is recorded", async () => {
    const exported = await admin.get("/api/export/vendors.csv");
    expect(exported.statusCode, exported.body).toBe(200);
    const report = await admin.get("/api/reports/financial/export?format=json&from=2025-01-01&to=2025-01-31");
    expect(report.statusCode, report.body).toBe(200);
    expect(await entries("EXPORT", "vendors")).toHaveLength(1);
    expect(await entries("EXPORT", "reports")).toHaveLength(1);
  });

  it("a résumé download is recorded", async () => {
    const openId = (await t.app.inject({ method: "GET", url: "/api/careers" })).json()[0].id;
    const applied = await apply(t, openId, APPLICANT, { name: "cv.pdf", bytes: PDF });
    expect(applied.statusCode, applied.body).toBe(201);
    const id = applied.json().id;
    expect((await admin.get(`/api/career-applications/${id}/resume`)).statusCode).toBe(200);
    const [entry] = await entries("EXPORT", "career_applications");
    expect(entry).toMatchObject({ target_id: id, description: expect.stringContaining("résumé") });
  });

  it("an attachment download is recorded", async () => {
    const { token } = await signIn(t.app, "admin");
    const ctx = await factoryContext(t);
    const created = await admin.post("/api/rest/v1/purchases", makePayload("purchases", ctx));
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id;
    const tempName = await uploadPdf(t, token, "purchases");
    const [file] = (
      await admin.post(`/api/rest/v1/move-temp-files/purchases/${id}`, { tempFiles: [tempName] })
    ).json();
    expect((await admin.get(`${file.url}?download`)).statusCode).toBe(200);
    const [entry] = await entries("EXPORT", "purchases");
    expect(entry).toMatchObject({ target_id: id, description: expect.stringContaining("doc.pdf") });
  });

  it("setting up two-factor sign-in is recorded", async () => {
    expect((await admin.post("/api/auth/v1/2fa/setup", { password: DEMO_PASSWORD })).statusCode).toBe(200);
    const [entry] = await auditEntries(t, { user_id: adminId, descriptionLike: "%two-factor%" });
    expect(entry).toMatchObject({ action: "UPDATE", target_table: "users", target_id: adminId });
  });
});
