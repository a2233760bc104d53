import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app.ts";
import { APPLICANT, apply, PDF } from "../src/modules/careers/careers.factory.ts";
import { fileKey, readWhole } from "../src/modules/files/file-store.ts";
import { removeOrphanResumes } from "../src/modules/files/temp-files.cleanup.ts";
import { factoryContext, makePayload } from "./factories.ts";
import { type LocalS3, startLocalS3 } from "./local-s3.ts";
import { client, createTestApp, type SignedIn, signIn, type TestApp } from "./test-app.ts";
import { uploadPdf } from "./uploads.ts";

// FILE_STORE=s3 against s3rver in this process. The journeys both stores share run in files.test.ts.
let s3: LocalS3;
let t: TestApp;
let second: FastifyInstance;
let admin: SignedIn;
let staff: SignedIn;

beforeAll(async () => {
  s3 = await startLocalS3();
  t = await createTestApp({ fileStore: await s3.newBucket() });
  // A second process of the same deployment: the same database, the same bucket, its own S3 client.
  second = await buildApp({ config: t.app.config, database: t.database, logger: false });
  await second.ready();
  admin = await signIn(t.app, "admin");
  staff = await signIn(t.app, "staff");
});
afterAll(async () => {
  await second.close();
  await t.close();
  await s3.close();
});

describe("two app processes on one bucket", () => {
  it("a file uploaded and attached through one is served by the other, same bytes and type", async () => {
    const ctx = await factoryContext(t, String(staff.user.current_store_id));
    const purchase = (
      await client(t.app, staff.token).post("/api/rest/v1/purchases", makePayload("purchases", ctx))
    ).json();
    const name = await uploadPdf(t, staff.token, "purchases");
    // The temporary upload is visible to the other process before it is attached.
    const temp = await client(second, staff.token).get(`/api/rest/v1/temp-files/${name}`);
    expect(temp.statusCode, temp.body).toBe(200);
    expect(temp.rawPayload.equals(PDF)).toBe(true);
    const moved = await client(second, staff.token).post(
      `/api/rest/v1/move-temp-files/purchases/${purchase.id}`,
      { tempFiles: [name] },
    );
    expect(moved.statusCode, moved.body).toBe(200);
    for (const app of [t.app, second]) {
      const served = await client(app, staff.token).get(moved.json()[0].url);
      expect(served.statusCode).toBe(200);
      expect(served.headers["content-type"]).toBe("application/pdf");
      expect(served.rawPayload.equals(PDF)).toBe(true);
    }
    expect((await t.files.list("purchases/")).map((file) => file.key)).toContain(fileKey("purchases", name));
  });
});

describe("résumés in the bucket", () => {
  it("an application's résumé is an object; deleting the application and sweeping removes it", async () => {
    const careerId = (await t.app.inject({ method: "GET", url: "/api/careers" })).json()[0].id;
    const applied = await apply(t, careerId, APPLICANT, { name: "cv.pdf", bytes: PDF });
    expect(applied.statusCode, applied.body).toBe(201);
    const id = applied.json().id;
    const download = await client(second, admin.token).get(`/api/career-applications/${id}/resume`);
    expect(download.rawPayload.equals(PDF)).toBe(true);
    const [resume] = await t.files.list("career_applications/");
    expect(resume).toBeDefined();
    const deleted = await client(t.app, admin.token).delete(`/api/rest/v1/career_applications?eq=id.${id}`);
    expect(deleted.statusCode).toBe(200);
    expect(await removeOrphanResumes(t.app, t.files, Date.now() + 2 * 3600_000)).toBe(1);
    expect(await readWhole(t.files, String(resume?.key))).toBeUndefined();
    expect(await t.files.list("career_applications/")).toEqual([]);
  });
});

describe("health with an S3 store", () => {
  it("reports the bucket as the file store, answering", async () => {
    const body = (await client(t.app).get("/api/health")).json();
    expect(body).toMatchObject({ status: "ok", files: "s3", files_ok: true, database_ok: true });
  });

  it("reports not-ok (degraded) when the bucket does not exist", async () => {
    const config = { ...t.app.config, fileStore: s3.config("no-such-bucket") };
    const missing = await buildApp({ config, database: t.database, logger: false });
    try {
      const response = await client(missing).get("/api/health");
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ status: "degraded", files: "s3", files_ok: false });
    } finally {
      await missing.close();
    }
  });
});
