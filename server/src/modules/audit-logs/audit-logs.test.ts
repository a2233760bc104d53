import { AUDIT_DETAILS_RESTRICTED } from "@storeops/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asAdmin } from "../../../test/demo-stores.ts";
import { client, createTestApp, signIn, type TestApp } from "../../../test/test-app.ts";
import { makeWage, makeWithdrawal } from "../payroll/payroll.factory.ts";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("audit logs", () => {
  it("are read by the admin and written by nobody through the API", async () => {
    const api = await asAdmin(t);
    const [entry] = (await api.get("/api/rest/v1/audit_logs?limit=1")).json();
    expect(entry.id).toEqual(expect.any(String));
    expect(
      (await api.post("/api/rest/v1/audit_logs", { action: "CREATE", description: "forged" })).statusCode,
    ).toBe(403);
    expect(
      (await api.patch(`/api/rest/v1/audit_logs?eq=id.${entry.id}`, { description: "x" })).statusCode,
    ).toBe(403);
    expect((await api.delete(`/api/rest/v1/audit_logs?eq=id.${entry.id}`)).statusCode).toBe(403);
  });
});

describe("audit entries of tables the caller may not read", () => {
  it("the ceo sees wage and withdrawal entries without their changes or amounts, and cannot filter or search on them", async () => {
    const wage = await makeWage(t, { hourly_rate: 23.45, effective_from: "2019-09-09" });
    const withdrawal = await makeWithdrawal(t, { amount: 77.77 });
    const admin = await asAdmin(t);
    const ceo = client(t.app, (await signIn(t.app, "ceo")).token);
    const entryOf = async (api: typeof admin, id: string) =>
      (
        await api.get(
          `/api/rest/v1/audit_logs?eq=target_id.${id}&select=action,target_table,description,changes`,
        )
      ).json();

    const [adminWage] = await entryOf(admin, wage.id);
    expect(adminWage.changes).toMatchObject({ hourly_rate: 23.45 });
    const [adminWithdrawal] = await entryOf(admin, withdrawal.id);
    expect(adminWithdrawal.description).toContain("$77.77");

    for (const id of [wage.id, withdrawal.id]) {
      const [entry] = await entryOf(ceo, id);
      expect(entry).toMatchObject({ action: "CREATE", changes: null, description: AUDIT_DETAILS_RESTRICTED });
      // Every column, and the read of one entry by id, are redacted the same way.
      const [listed] = (await ceo.get(`/api/rest/v1/audit_logs?eq=target_id.${id}`)).json();
      expect(listed).toMatchObject({ changes: null, description: AUDIT_DETAILS_RESTRICTED });
      const single = (await ceo.get(`/api/rest/v1/audit_logs/${listed.id}`)).json();
      expect(single).toMatchObject({ id: listed.id, changes: null, description: AUDIT_DETAILS_RESTRICTED });
    }
    const probes = [
      `eq=target_id.${wage.id}&ilike=changes.*23.45*`,
      `eq=target_id.${withdrawal.id}&ilike=description.*77.77*`,
      `eq=target_id.${withdrawal.id}&q=77.77`,
    ];
    for (const probe of probes) {
      expect((await ceo.get(`/api/rest/v1/audit_logs?${probe}`)).json(), probe).toEqual([]);
      expect((await admin.get(`/api/rest/v1/audit_logs?${probe}`)).json(), probe).toHaveLength(1);
    }
    // Global search reads the same index: the ceo never finds the entry by its hidden text.
    const found = async (api: typeof admin) =>
      (await api.get("/api/search?q=77.77&type=audit")).json().results.map((r: { id: string }) => r.id);
    const entryId = (
      await admin.get(`/api/rest/v1/audit_logs?eq=target_id.${withdrawal.id}&select=id`)
    ).json()[0].id;
    expect(await found(admin)).toContain(entryId);
    expect(await found(ceo)).not.toContain(entryId);

    // Counted the way the screen counts a search (estimated, up to the cap) and exactly, the
    // hidden entry is not counted for the ceo either.
    const word = /[a-z]{5,}/i.exec(String(adminWithdrawal.description))?.[0] ?? "withdrawal";
    for (const count of ["estimated", "exact"]) {
      const counted = async (api: typeof admin) =>
        (await api.get(`/api/rest/v1/audit_logs?eq=target_id.${withdrawal.id}&q=${word}&count=${count}`))
          .headers["x-total-count"];
      expect(await counted(admin), count).toBe("1");
      expect(await counted(ceo), count).toBe("0");
    }
  });
});
