import { APPLICATION_MESSAGES, hireEmailTaken } from "@storeops/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoStores } from "../../../test/demo-stores.ts";
import { describeLadder } from "../../../test/ladder.ts";
import { client, createTestApp, signIn, type TestApp } from "../../../test/test-app.ts";
import { APPLICANT, apply, PDF } from "../careers/careers.factory.ts";
import { fileKey, readWhole } from "../files/file-store.ts";
import { removeOrphanResumes } from "../files/temp-files.cleanup.ts";

let t: TestApp;
let openId: string;
let storeId = "";

beforeAll(async () => {
  t = await createTestApp();
  openId = (await t.app.inject({ method: "GET", url: "/api/careers" })).json()[0].id;
  storeId = (await demoStores(t)).foreign;
});
afterAll(() => t.close());

async function newApplication(
  fields: Record<string, string> = APPLICANT,
  withResume = true,
): Promise<string> {
  const response = await apply(t, openId, fields, withResume ? { name: "cv.pdf", bytes: PDF } : undefined);
  if (response.statusCode !== 201) throw new Error(response.body);
  return response.json().id;
}

const hireBody = async () => ({
  store_id: (await demoStores(t)).foreign,
  position: "Barista",
  department: "Sales",
  hire_date: t.today,
});

describe("reading and changing applications", () => {
  it("admin and ceo read them with status and notes; accounting, managers and staff may not", async () => {
    const id = await newApplication();
    for (const role of ["admin", "ceo"] as const) {
      const { token } = await signIn(t.app, role);
      const row = (await client(t.app, token).get(`/api/rest/v1/career_applications/${id}`)).json();
      expect(row).toMatchObject({ id, status: "new", notes: null, first_name: "Rosa" });
      expect(row.ip_address).toBeUndefined();
      expect(row.allowed_actions).toEqual(role === "admin" ? ["edit", "delete", "hire"] : []);
    }
    for (const role of ["accounting", "store_manager", "staff"] as const) {
      const { token } = await signIn(t.app, role);
      expect((await client(t.app, token).get("/api/rest/v1/career_applications")).statusCode).toBe(403);
    }
  });

  it("only admin changes status and notes; hired only through the hire call", async () => {
    const id = await newApplication();
    const admin = client(t.app, (await signIn(t.app, "admin")).token);
    const ceo = client(t.app, (await signIn(t.app, "ceo")).token);
    const url = `/api/rest/v1/career_applications?eq=id.${id}`;
    expect((await ceo.patch(url, { status: "reviewing" })).statusCode).toBe(403);
    const changed = await admin.patch(url, { status: "interviewed", notes: "Great first call" });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()[0]).toMatchObject({ status: "interviewed", notes: "Great first call" });
    const hired = await admin.patch(url, { status: "hired" });
    expect(hired.statusCode).toBe(400);
    expect(hired.json().details.fields.status).toContain(APPLICATION_MESSAGES.hiredOnlyByHire);
    expect((await admin.patch(url, { first_name: "Someone" })).statusCode).toBe(400);
    expect((await ceo.delete(url)).statusCode).toBe(403);
    expect((await admin.delete(url)).statusCode).toBe(200);
    expect((await admin.get(`/api/rest/v1/career_applications/${id}`)).statusCode).toBe(404);
  });
});

describe("hiring", () => {
  it("creates exactly one staff row from the applicant and refuses a second hire", async () => {
    const id = await newApplication({ ...APPLICANT, email: "hire.me@example.net" });
    const admin = client(t.app, (await signIn(t.app, "admin")).token);
    const body = await hireBody();
    const response = await admin.post(`/api/career-applications/${id}/hire`, body);
    expect(response.statusCode, response.body).toBe(201);
    const staff = response.json();
    expect(staff).toMatchObject({
      name: "Rosa Quintero",
      email: "hire.me@example.net",
      phone: APPLICANT.phone,
      store_id: body.store_id,
      position: "Barista",
      department: "Sales",
      hire_date: t.today,
      status: "active",
    });
    expect(staff.allowed_actions).toContain("edit");
    const application = (await admin.get(`/api/rest/v1/career_applications/${id}`)).json();
    expect(application).toMatchObject({ status: "hired", staff_id: staff.id });
    expect(application.allowed_actions).not.toContain("hire");
    const again = await admin.post(`/api/career-applications/${id}/hire`, body);
    expect(again.statusCode).toBe(409);
    const rows = await t.database.db
      .selectFrom("staff")
      .select("id")
      .where("email", "=", "hire.me@example.net")
      .execute();
    expect(rows).toHaveLength(1);
    const audit = await t.database.db
      .selectFrom("audit_logs")
      .select("description")
      .where("target_id", "=", staff.id)
      .execute();
    expect(audit.map((a) => a.description)).toEqual(["Added new staff member: Rosa Quintero"]);
  });

  it("hires from new, reviewing or interviewed only", async () => {
    const id = await newApplication();
    const admin = client(t.app, (await signIn(t.app, "admin")).token);
    await admin.patch(`/api/rest/v1/career_applications?eq=id.${id}`, { status: "rejected" });
    const response = await admin.post(`/api/career-applications/${id}/hire`, await hireBody());
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(APPLICATION_MESSAGES.notHireable);
  });

  it("of two simultaneous hires exactly one wins", async () => {
    const id = await newApplication();
    const admin = client(t.app, (await signIn(t.app, "admin")).token);
    const body = await hireBody();
    const answers = await Promise.all(
      [1, 2].map(() => admin.post(`/api/career-applications/${id}/hire`, body)),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
  });
});

describeLadder("/api/career-applications/{id}/hire", () => t, {
  method: "POST",
  url: async () => `/api/career-applications/${await newApplication()}/hire`,
  get payload() {
    return { store_id: storeId, position: "Sales Associate", department: "Sales", hire_date: "2026-01-05" };
  },
  forbidden: { as: "ceo" },
  outOfScope: { as: "admin", url: "/api/career-applications/no-such-application/hire" },
  badRequest: { as: "admin", payload: { position: "Sales Associate" } },
  success: {
    as: "admin",
    status: 201,
    url: async () => {
      const id = await newApplication({ ...APPLICANT, email: "ladder.hire@example.net" });
      return `/api/career-applications/${id}/hire`;
    },
  },
});

describeLadder("/api/career-applications/{id}/resume", () => t, {
  method: "GET",
  url: async () => `/api/career-applications/${await newApplication()}/resume`,
  forbidden: { as: "accounting" },
  outOfScope: {
    as: "ceo",
    url: async () => `/api/career-applications/${await newApplication(APPLICANT, false)}/resume`,
  },
  badRequest: null,
  success: {
    as: "ceo",
    check: (response) => expect(response.rawPayload.equals(PDF)).toBe(true),
  },
});

describe("résumé files of deleted applications", () => {
  it("the hourly sweep removes a deleted application's résumé, keeps the others' and any just written", async () => {
    const storage = t.files;
    const resumeOf = async (id: string) => {
      const row = await t.database.db
        .selectFrom("career_applications")
        .select("resume")
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
      return fileKey("career_applications", JSON.parse(String(row.resume)).name);
    };
    const gone = await newApplication();
    const kept = await newApplication();
    const [goneFile, keptFile] = [await resumeOf(gone), await resumeOf(kept)];
    const admin = client(t.app, (await signIn(t.app, "admin")).token);
    expect((await admin.delete(`/api/rest/v1/career_applications?eq=id.${gone}`)).statusCode).toBe(200);
    // Just deleted: a file this young may belong to an application being stored, so it stays.
    expect(await removeOrphanResumes(t.app, storage)).toBe(0);
    expect(await readWhole(storage, goneFile)).toBeDefined();
    const later = Date.now() + 2 * 3600_000;
    // Earlier tests of this file deleted applications too: their résumés go as well.
    expect(await removeOrphanResumes(t.app, storage, later)).toBeGreaterThanOrEqual(1);
    expect(await readWhole(storage, goneFile)).toBeUndefined();
    expect(await readWhole(storage, keptFile)).toBeDefined();
  });
});

describe("a hire never takes over someone's email", () => {
  it("an applicant who applies as a staff member or a user is refused (409) unless the admin edits the email", async () => {
    const admin = client(t.app, (await signIn(t.app, "admin")).token);
    const staffId = await newApplication({ ...APPLICANT, email: "STAFF@example.com" });
    const asStaff = await admin.post(`/api/career-applications/${staffId}/hire`, await hireBody());
    expect(asStaff.statusCode, asStaff.body).toBe(409);
    expect(asStaff.json().message).toBe(hireEmailTaken("staff@example.com", "staff record"));
    const edited = await admin.post(`/api/career-applications/${staffId}/hire`, {
      ...(await hireBody()),
      email: "rosa.q.work@example.net",
    });
    expect(edited.statusCode, edited.body).toBe(201);
    expect(edited.json().email).toBe("rosa.q.work@example.net");
    const userId = await newApplication({ ...APPLICANT, email: "ceo@example.com" });
    const asUser = await admin.post(`/api/career-applications/${userId}/hire`, await hireBody());
    expect(asUser.statusCode, asUser.body).toBe(409);
    expect(asUser.json().message).toMatch(
      /^The email ceo@example.com already belongs to a (staff record|user account)\./,
    );
  });
});
