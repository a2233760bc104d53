import { MSG, TABLES } from "@storeops/domain";
import { beforeAll, describe, expect, it } from "vitest";
import { describeLadder } from "../../../test/ladder.ts";
import { client, signIn, useTestApp } from "../../../test/test-app.ts";
import { APPLICANT, apply, makeCareer, nextAddress, PDF, PNG } from "./careers.factory.ts";

const t = useTestApp();
let openId: string;

/** What a visitor never sees of a posting: its status, who created it, and when it was created or changed. */
const PRIVATE_FIELDS = ["status", "created_by", "created_at", "updated_at"];
/** Every other column of the careers table is public. */
const PUBLIC_FIELDS = Object.keys(TABLES.careers.columns)
  .filter((column) => !PRIVATE_FIELDS.includes(column))
  .sort();

beforeAll(async () => {
  const list = (await t.app.inject({ method: "GET", url: "/api/careers" })).json();
  openId = list[0].id;
});

describe("the public job board", () => {
  it("lists only open postings, with exactly the public fields, without a session", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/careers" });
    expect(response.statusCode).toBe(200);
    const postings = response.json();
    const open = await t.database.db
      .selectFrom("careers")
      .select("id")
      .where("status", "=", "open")
      .execute();
    expect(postings.map((p: { id: string }) => p.id).sort()).toEqual(open.map((row) => row.id).sort());
    expect(postings.length).toBeGreaterThan(0);
    for (const posting of postings) expect(Object.keys(posting).sort()).toEqual(PUBLIC_FIELDS);
    expect(typeof postings[0].salary_min).toBe("number");
    expect(postings[0].salary_min).toBeLessThan(1000); // dollars, not cents
  });

  it("a posting closed by the ceo leaves the public list", async () => {
    const posting = await makeCareer(t, { job_title: "Night Baker" });
    const ids = async () =>
      (await t.app.inject({ method: "GET", url: "/api/careers" })).json().map((p: { id: string }) => p.id);
    expect(await ids()).toContain(posting.id);
    const ceo = await signIn(t.app, "ceo");
    const closed = await client(t.app, ceo.token).patch(`/api/rest/v1/careers?eq=id.${posting.id}`, {
      status: "closed",
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(await ids()).not.toContain(posting.id);
    expect((await apply(t, posting.id)).statusCode).toBe(404);
  });
});

describe("applying", () => {
  it("stores the application and its PDF résumé, answering {id, status, applied_at}", async () => {
    const response = await apply(t, openId, APPLICANT, { name: "Rosa CV.pdf", bytes: PDF });
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(["applied_at", "id", "status"]);
    expect(body.status).toBe("new");
    const row = await t.database.db
      .selectFrom("career_applications")
      .selectAll()
      .where("id", "=", body.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      career_id: openId,
      first_name: "Rosa",
      email: APPLICANT.email,
      status: "new",
    });
    expect(JSON.parse(String(row.resume))).toMatchObject({
      original_name: "Rosa CV.pdf",
      type: "application/pdf",
    });
    const admin = await signIn(t.app, "admin");
    const file = await client(t.app, admin.token).get(`/api/career-applications/${body.id}/resume`);
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("application/pdf");
    expect(file.headers["content-disposition"]).toContain("attachment");
    expect(file.rawPayload.equals(PDF)).toBe(true);
  });

  it("accepts an application without a résumé", async () => {
    const response = await apply(t, openId, { ...APPLICANT, cover_letter: "" });
    expect(response.statusCode, response.body).toBe(201);
  });

  it("refuses an image renamed .pdf by its bytes, and stores nothing", async () => {
    const before = await countApplications();
    const response = await apply(t, openId, APPLICANT, {
      name: "cv.pdf",
      bytes: PNG,
      type: "application/pdf",
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe(MSG.resumeType);
    expect(await countApplications()).toBe(before);
  });

  it("refuses a résumé over 10 MB with the spec's message", async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024 + 10, 32)]);
    const response = await apply(t, openId, APPLICANT, { name: "cv.pdf", bytes: big });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe("File size must be less than 10MB");
  });

  it("answers the spec's messages for the terms, the required fields and the cover letter", async () => {
    const { agreed_to_terms: _, ...noTerms } = APPLICANT;
    const cases: Array<[Record<string, string>, string]> = [
      [noTerms, MSG.agreeToTerms],
      [{ ...APPLICANT, agreed_to_terms: "false" }, MSG.agreeToTerms],
      [{ ...APPLICANT, first_name: "" }, MSG.requiredFields],
      [{ ...APPLICANT, phone: "  " }, MSG.requiredFields],
      [{ ...APPLICANT, email: "" }, MSG.requiredFields],
      [{ ...APPLICANT, cover_letter: "x".repeat(501) }, MSG.coverLetterTooLong],
    ];
    for (const [fields, message] of cases) {
      const response = await apply(t, openId, fields);
      expect(response.statusCode, JSON.stringify(fields)).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect((await apply(t, openId, { ...APPLICANT, cover_letter: "x".repeat(500) })).statusCode).toBe(201);
  });

  it("answers a body that is not multipart with 400", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: `/api/careers/${openId}/applications`,
      payload: APPLICANT,
    });
    expect(response.statusCode).toBe(400);
  });

  it("accepts 5 applications per address per hour; refused ones do not count", async () => {
    const address = nextAddress();
    expect((await apply(t, openId, { ...APPLICANT, first_name: "" }, undefined, address)).statusCode).toBe(
      400,
    );
    for (let i = 0; i < 5; i++) {
      expect((await apply(t, openId, APPLICANT, undefined, address)).statusCode).toBe(201);
    }
    const sixth = await apply(t, openId, APPLICANT, undefined, address);
    expect(sixth.statusCode).toBe(429);
    expect(typeof sixth.json().message).toBe("string");
    expect((await apply(t, openId, APPLICANT, undefined, nextAddress())).statusCode).toBe(201);
  });
});

async function countApplications(): Promise<number> {
  const rows = await t.database.db.selectFrom("career_applications").select("id").execute();
  return rows.length;
}

describe("postings", () => {
  it("a posting gets today's date; admin and ceo may change it", async () => {
    const posting = await makeCareer(t);
    expect(posting.posted_date).toBe(t.today);
    const ceo = await signIn(t.app, "ceo");
    const read = (await client(t.app, ceo.token).get(`/api/rest/v1/careers/${posting.id}`)).json();
    expect(read.allowed_actions).toEqual(["edit", "delete"]);
  });
});

describeLadder("/api/careers/application-counts", () => t, {
  method: "GET",
  url: "/api/careers/application-counts",
  forbidden: { as: "accounting" },
  outOfScope: null,
  badRequest: null,
  success: {
    as: "ceo",
    check: (response) => {
      const counts = response.json();
      expect(counts.length).toBeGreaterThan(0);
      expect(counts[0]).toEqual({ career_id: expect.any(String), status: "new", count: expect.any(Number) });
    },
  },
});
