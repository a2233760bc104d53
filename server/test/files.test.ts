import { MSG } from "@storeops/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fileKey, generateStoredName, readWhole } from "../src/modules/files/file-store.ts";
import { removeExpiredTempFiles } from "../src/modules/files/temp-files.cleanup.ts";
import { factoryContext, makePayload } from "./factories.ts";
import { type LocalS3, startLocalS3 } from "./local-s3.ts";
import { client, createTestApp, type SignedIn, signIn, type TestApp } from "./test-app.ts";
import { multipart } from "./uploads.ts";

let t: TestApp;
let staff: SignedIn;
let staff2: SignedIn;
let accounting: SignedIn;

const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

async function upload(
  who: SignedIn,
  table: string,
  files: Array<{ name: string; bytes: Buffer; type?: string }>,
) {
  const body = multipart(files);
  return t.app.inject({
    method: "POST",
    url: `/api/rest/v1/upload-temp/${table}`,
    headers: { ...body.headers, authorization: `Bearer ${who.token}` },
    payload: body.payload,
  });
}

// The same journeys on both file stores: the folder, and a bucket of an in-process S3 server.
describe.each(["directory", "s3"] as const)("attachments (%s store)", (store) => {
  let s3: LocalS3 | undefined;
  beforeAll(async () => {
    s3 = store === "s3" ? await startLocalS3() : undefined;
    t = await createTestApp({ fileStore: await s3?.newBucket() });
    staff = await signIn(t.app, "staff");
    staff2 = await signIn(t.app, "staff2");
    accounting = await signIn(t.app, "accounting");
  });
  afterAll(async () => {
    await t.close();
    await s3?.close();
  });

  it("uploads, attaches and serves a file only to those who may read the record", async () => {
    const api = client(t.app, staff.token);
    const ctx = await factoryContext(t, String(staff.user.current_store_id));
    const created = await api.post("/api/rest/v1/purchases", makePayload("purchases", ctx));
    expect(created.statusCode).toBe(201);
    const uploaded = await upload(staff, "purchases", [
      { name: "invoice.pdf", bytes: PDF },
      { name: "photo.png", bytes: PNG, type: "image/png" },
    ]);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const files = uploaded.json().files;
    expect(files.map((f: { type: string }) => f.type)).toEqual(["application/pdf", "image/png"]);
    const moved = await api.post(`/api/rest/v1/move-temp-files/purchases/${created.json().id}`, {
      tempFiles: files.map((f: { tempName: string }) => f.tempName),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const [pdf] = moved.json();
    expect(pdf).toMatchObject({
      originalName: "invoice.pdf",
      url: `/api/rest/v1/files/purchases/${pdf.name}`,
    });
    const record = (await api.get(`/api/rest/v1/purchases/${created.json().id}`)).json();
    expect(record.attachments).toHaveLength(2);

    const served = await api.get(pdf.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toContain("application/pdf");
    expect(served.rawPayload.equals(PDF)).toBe(true);
    // Stored once, under its table, and no longer in tmp/.
    expect((await readWhole(t.files, fileKey("purchases", pdf.name)))?.equals(PDF)).toBe(true);
    expect(await readWhole(t.files, fileKey("tmp", pdf.name))).toBeUndefined();
    // staff2 works in another store and cannot read the record, so not the file either.
    expect((await client(t.app, staff2.token).get(pdf.url)).statusCode).toBe(404);
    expect((await client(t.app).get(pdf.url)).statusCode).toBe(401);
  });

  it("keeps files in the attachments table: a removed file is no longer served", async () => {
    const api = client(t.app, staff.token);
    const ctx = await factoryContext(t, String(staff.user.current_store_id));
    const created = (await api.post("/api/rest/v1/expenses", makePayload("expenses", ctx))).json();
    const uploaded = await upload(staff, "expenses", [
      { name: "scan.png", bytes: PNG, type: "application/pdf" },
    ]);
    const [file] = uploaded.json().files;
    const moved = await api.post(`/api/rest/v1/move-temp-files/expenses/${created.id}`, {
      tempFiles: [file.tempName],
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const stored = await t.database.db
      .selectFrom("attachments")
      .selectAll()
      .where("stored_name", "=", file.tempName)
      .executeTakeFirstOrThrow();
    // The browser claimed a PDF; the bytes say PNG, and the bytes win.
    expect(stored).toMatchObject({
      owner_table: "expenses",
      owner_id: created.id,
      original_name: "scan.png",
      type: "image/png",
    });
    const withFile = (await api.get(`/api/rest/v1/expenses/${created.id}`)).json();
    expect(withFile).toMatchObject({
      has_receipt: true,
      attachments: [{ name: file.tempName, type: "image/png" }],
    });
    const cleared = await api.patch(`/api/rest/v1/expenses?eq=id.${created.id}`, { attachments: [] });
    expect(cleared.json()[0]).toMatchObject({ has_receipt: false, attachments: [] });
    expect((await api.get(`/api/rest/v1/files/expenses/${file.tempName}`)).statusCode).toBe(404);
  });

  it("checks the type from the bytes, not the name", async () => {
    const fake = await upload(staff, "expenses", [
      { name: "receipt.pdf", bytes: Buffer.from("just text, not a pdf"), type: "application/pdf" },
    ]);
    expect(fake.statusCode).toBe(415);
    expect(fake.json().message).toBe(
      "File receipt.pdf is not supported. Only PDF, JPG, and PNG files are allowed.",
    );
  });

  it("skips invalid files and keeps the valid ones", async () => {
    const mixed = await upload(staff, "expenses", [
      { name: "ok.png", bytes: PNG },
      { name: "bad.exe", bytes: Buffer.from("MZ....") },
    ]);
    expect(mixed.statusCode).toBe(200);
    expect(mixed.json().files).toHaveLength(1);
    expect(mixed.json().rejected[0].originalName).toBe("bad.exe");
  });

  it("refuses files over the size limit with 413 and the spec's message", async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024 + 10, 32)]);
    const response = await upload(staff, "expenses", [{ name: "huge.pdf", bytes: big }]);
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe("File huge.pdf is too large. Maximum size is 10MB.");
  });

  it("names the configured limit when Settings → System lowers it", async () => {
    const admin = await signIn(t.app, "admin");
    const settings = client(t.app, admin.token);
    expect((await settings.put("/api/settings/system", { max_file_size_mb: 1 })).statusCode).toBe(200);
    try {
      const big = Buffer.concat([PDF, Buffer.alloc(1024 * 1024 + 10, 32)]);
      const response = await upload(staff, "expenses", [{ name: "big.pdf", bytes: big }]);
      expect(response.statusCode).toBe(413);
      expect(response.json().message).toBe("File big.pdf is too large. Maximum size is 1MB.");
    } finally {
      await settings.put("/api/settings/system", { max_file_size_mb: 10 });
    }
  });

  it("refuses more than 10 files in one upload", async () => {
    const files = Array.from({ length: 11 }, (_, i) => ({ name: `f${i}.png`, bytes: PNG }));
    expect((await upload(staff, "expenses", files)).statusCode).toBe(413);
  });

  it("does not let a client attach a file by naming it", async () => {
    const api = client(t.app, staff.token);
    const ctx = await factoryContext(t, String(staff.user.current_store_id));
    const created = await api.post("/api/rest/v1/expenses", makePayload("expenses", ctx));
    const forged = await api.patch(`/api/rest/v1/expenses?eq=id.${created.json().id}`, {
      attachments: [{ name: "someone-elses.pdf", url: "/x" }],
    });
    expect(forged.statusCode).toBe(400);
  });

  it("accounting may neither upload nor attach files to a purchase it only reviews", async () => {
    const uploaded = await upload(accounting, "purchases", [{ name: "a.pdf", bytes: PDF }]);
    expect(uploaded.statusCode).toBe(403);
    expect(uploaded.json().message).toBe(MSG.attachNotAllowed);
    // A temporary upload of its own (from before the rule) still cannot be attached.
    const name = generateStoredName(".pdf");
    await t.files.write(fileKey("tmp", name), PDF);
    await t.database.db
      .insertInto("temp_files")
      .values({
        name,
        original_name: "a.pdf",
        mime_type: "application/pdf",
        size: PDF.length,
        target_table: "purchases",
        uploaded_by: accounting.user.id,
        created_at: new Date().toISOString(),
      })
      .execute();
    const record = (
      await client(t.app, accounting.token).get("/api/rest/v1/purchases?eq=status.pending&limit=1")
    ).json()[0];
    const moved = await client(t.app, accounting.token).post(
      `/api/rest/v1/move-temp-files/purchases/${record.id}`,
      { tempFiles: [name] },
    );
    expect(moved.statusCode).toBe(403);
    expect(moved.json().message).toBe(
      "Access Denied: Accounting users can only approve/reject (change status), not modify transaction data.",
    );
  });

  it("temporary uploads older than 24 hours are removed", async () => {
    const uploaded = await upload(staff, "daily_income", [{ name: "old.pdf", bytes: PDF }]);
    const name = uploaded.json().files[0].tempName;
    await t.database.db
      .updateTable("temp_files")
      .set({ created_at: new Date(Date.now() - 25 * 3600_000).toISOString() })
      .where("name", "=", name)
      .execute();
    expect(await readWhole(t.files, fileKey("tmp", name))).toBeDefined();
    const removed = await removeExpiredTempFiles(t.app, t.files);
    expect(removed).toBe(1);
    expect(await readWhole(t.files, fileKey("tmp", name))).toBeUndefined();
    expect((await client(t.app, staff.token).get(`/api/rest/v1/temp-files/${name}`)).statusCode).toBe(404);
  });

  it("a stray file of tmp/ with no row (its process died) goes once it is a day old", async () => {
    const key = fileKey("tmp", "stray-000000000000000000000000.pdf");
    await t.files.write(key, PDF);
    expect(await removeExpiredTempFiles(t.app, t.files)).toBe(0);
    expect(await removeExpiredTempFiles(t.app, t.files, Date.now() + 25 * 3600_000)).toBeGreaterThanOrEqual(
      1,
    );
    expect(await readWhole(t.files, key)).toBeUndefined();
  });
});
