import fs from "node:fs/promises";
import path from "node:path";
import { PassThrough } from "node:stream";
import { MSG, PENDING_UPLOAD_BYTES_TOTAL, PENDING_UPLOADS_PER_USER } from "@storeops/domain";
import { afterEach, describe, expect, it } from "vitest";
import { signIn, useSignIn, useTestApp } from "../../../test/test-app.ts";
import { multipart, PDF } from "../../../test/uploads.ts";
import { generateStoredName } from "./file-store.ts";
import { removeStraySpooledFiles, SPOOL_DIR } from "./spooled-upload.ts";
import { TEMP_UPLOADS_AT_ONCE } from "./upload-gate.ts";

// Issue 27, item 3: upload-temp is for roles that may attach files, streamed to disk, within a
// quota per user (files and bytes waiting to be attached) and a cap over all users.
const t = useTestApp();
const staff = useSignIn(t, "staff");
const staff2 = useSignIn(t, "staff2");

const send = (token: string, table = "purchases", files = [{ name: "doc.pdf", bytes: PDF }]) => {
  const body = multipart(files);
  return t.app.inject({
    method: "POST",
    url: `/api/rest/v1/upload-temp/${table}`,
    headers: { ...body.headers, authorization: `Bearer ${token}` },
    payload: body.payload,
  });
};

/** Rows of temporary uploads `userId` has waiting (no files behind them: only the quota reads them). */
async function waiting(userId: string, count: number, size: number) {
  await t.database.db
    .insertInto("temp_files")
    .values(
      Array.from({ length: count }, () => ({
        name: generateStoredName(".pdf"),
        original_name: "waiting.pdf",
        mime_type: "application/pdf",
        size,
        target_table: "purchases",
        uploaded_by: userId,
        created_at: new Date().toISOString(),
      })),
    )
    .execute();
}

afterEach(async () => {
  await t.database.db.deleteFrom("temp_files").execute();
});

describe("who may upload", () => {
  it("a role that may not attach files to the table is refused before anything is read", async () => {
    const accounting = await signIn(t.app, "accounting");
    const manager = await signIn(t.app, "store_manager");
    // Reviewers change a purchase's status only, never its files (docs/decisions.md, Purchases).
    expect((await send(accounting.token, "purchases")).statusCode).toBe(403);
    expect((await send(accounting.token, "daily_income")).statusCode).toBe(403);
    expect((await send(manager.token, "expenses")).statusCode).toBe(403);
    const income = await send(manager.token, "daily_income");
    expect(income.statusCode, income.body).toBe(200);
    expect((await send(staff.token, "expenses")).statusCode).toBe(200);
  });
});

describe("quota of uploads waiting to be attached", () => {
  it(`a user with ${PENDING_UPLOADS_PER_USER.files} files waiting is refused; another user is not`, async () => {
    await waiting(staff.user.id, PENDING_UPLOADS_PER_USER.files - 1, 100);
    expect((await send(staff.token)).statusCode).toBe(200);
    const refused = await send(staff.token);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(MSG.uploadQuotaReached);
    expect((await send(staff2.token)).statusCode).toBe(200);
  });

  it("an upload that would take a user past the bytes quota is refused, and stores nothing", async () => {
    await waiting(staff.user.id, 1, PENDING_UPLOADS_PER_USER.bytes - 10);
    const refused = await send(staff.token);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(MSG.uploadQuotaReached);
    const rows = await t.database.db.selectFrom("temp_files").select("name").execute();
    expect(rows).toHaveLength(1);
  });

  it("a user at the quota is refused before the body is read", async () => {
    await waiting(staff.user.id, PENDING_UPLOADS_PER_USER.files, 100);
    const body = multipart([{ name: "doc.pdf", bytes: PDF }]);
    const stream = new PassThrough();
    stream.write(body.payload.subarray(0, 60));
    const answer = await t.app.inject({
      method: "POST",
      url: "/api/rest/v1/upload-temp/purchases",
      headers: { ...body.headers, authorization: `Bearer ${staff.token}` },
      payload: stream,
    });
    stream.end(body.payload.subarray(60));
    expect(answer.statusCode).toBe(429);
    expect(answer.headers.connection).toBe("close");
  });

  it("past the bytes waiting over all users, uploads are refused with 503 and Retry-After", async () => {
    const admin = await signIn(t.app, "admin");
    const perRow = Math.floor(PENDING_UPLOADS_PER_USER.bytes / 2);
    await waiting(admin.user.id, Math.ceil(PENDING_UPLOAD_BYTES_TOTAL / perRow), perRow);
    const busy = await send(staff.token);
    expect(busy.statusCode).toBe(503);
    expect(busy.headers["retry-after"]).toMatch(/^\d+$/);
    expect(busy.json().message).toBe(MSG.uploadsBusy);
  });

  it(`past ${TEMP_UPLOADS_AT_ONCE} uploads being received at once, the next is 503`, async () => {
    const body = multipart([{ name: "doc.pdf", bytes: PDF }]);
    const held = await Promise.all(
      Array.from({ length: TEMP_UPLOADS_AT_ONCE }, async (_, i) => {
        const who = await signIn(t.app, i % 2 ? "staff2" : "admin");
        const stream = new PassThrough();
        stream.write(body.payload.subarray(0, 60));
        const response = t.app.inject({
          method: "POST",
          url: "/api/rest/v1/upload-temp/purchases",
          headers: { ...body.headers, authorization: `Bearer ${who.token}` },
          payload: stream,
        });
        return { response, finish: () => stream.end(body.payload.subarray(60)) };
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    const busy = await send(staff.token);
    expect(busy.statusCode).toBe(503);
    expect(busy.headers["retry-after"]).toMatch(/^\d+$/);
    for (const request of held) request.finish();
    for (const request of held) expect((await request.response).statusCode).toBe(200);
    expect((await send(staff.token)).statusCode).toBe(200);
  });
});

describe("files being received", () => {
  it("a spooled file a stopped process left behind is removed after a day; a recent one stays", async () => {
    await fs.mkdir(SPOOL_DIR, { recursive: true });
    const old = path.join(SPOOL_DIR, `stray-${generateStoredName("")}`);
    const recent = path.join(SPOOL_DIR, `stray-${generateStoredName("")}`);
    await fs.writeFile(old, PDF);
    await fs.writeFile(recent, PDF);
    const dayAgo = new Date(Date.now() - 25 * 3600_000);
    await fs.utimes(old, dayAgo, dayAgo);
    expect(await removeStraySpooledFiles(24 * 3600_000)).toBeGreaterThanOrEqual(1);
    await expect(fs.access(old)).rejects.toThrow();
    await fs.access(recent);
    await fs.rm(recent);
  });
});
