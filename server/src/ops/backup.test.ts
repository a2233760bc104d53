import fs from "node:fs";
import path from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asAdmin } from "../../test/demo-stores.ts";
import { type LocalS3, startLocalS3 } from "../../test/local-s3.ts";
import { createTestApp, signIn, type TestApp } from "../../test/test-app.ts";
import { adminQuery, databaseUrl, dropDatabase, randomName, tempDir } from "../../test/test-databases.ts";
import { uploadPdf } from "../../test/uploads.ts";
import { openDatabase } from "../db/database.ts";
import { DirectoryFileStore } from "../modules/files/directory-file-store.ts";
import { S3FileStore } from "../modules/files/s3-file-store.ts";
import { backup, compare, readManifest, restore } from "./backup.ts";
import { filesFingerprint, fingerprint } from "./checksums.ts";

let t: TestApp;
const cleanups: Array<() => Promise<void> | void> = [];

// The files come from, and go back to, either store: the folder, or a bucket (listed and downloaded).
describe.each(["directory", "s3"] as const)("backup and restore (%s store)", (store) => {
  let s3: LocalS3 | undefined;
  beforeAll(async () => {
    s3 = store === "s3" ? await startLocalS3() : undefined;
    t = await createTestApp({ fileStore: await s3?.newBucket() });
  });
  afterAll(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
    await t.close();
    await s3?.close();
  });

  it("round-trips every table's rows, every money column and every file, and the check sees a changed amount", async () => {
    // Some writes and a stored file beyond the demo business.
    const api = await asAdmin(t);
    const store = (await t.database.db.selectFrom("stores").select("id").executeTakeFirstOrThrow()).id;
    const created = await api.post("/api/rest/v1/purchases", {
      invoice_no: "BACKUP-1",
      store_id: store,
      amount: 1234.56,
      payment_type: "cash",
      vendor: "Backup Vendor",
      purchase_date: "2026-01-02",
      due_date: "2026-01-02",
    });
    expect(created.statusCode, created.body).toBe(201);
    const { token } = await signIn(t.app, "admin");
    await uploadPdf(t, token, "purchases");

    const out = tempDir("storeops-backup");
    cleanups.push(() => fs.rmSync(out, { recursive: true, force: true }));
    const { dir, manifest } = await backup(t.location, out);
    expect(manifest.engine).toBe(t.engine);
    expect(manifest.fingerprint.tables.purchases).toBeGreaterThan(0);
    expect(manifest.fingerprint.files.count).toBe(1);
    expect(manifest.fingerprint.money["purchases.amount"]?.sum).toBeGreaterThan(123_456);
    expect(readManifest(dir)).toEqual(manifest);

    const dataDir = tempDir("storeops-restored");
    const files = s3
      ? new S3FileStore(await s3.newBucket())
      : new DirectoryFileStore(path.join(dataDir, "files"));
    const target = { dataDir, databaseUrl: undefined as string | undefined, files };
    cleanups.push(
      () => fs.rmSync(target.dataDir, { recursive: true, force: true }),
      () => files.close(),
    );
    if (t.engine === "postgres") {
      const baseUrl = process.env.TEST_DATABASE_URL ?? "";
      const name = randomName("restore");
      await adminQuery(baseUrl, `CREATE DATABASE "${name}"`);
      target.databaseUrl = databaseUrl(baseUrl, name);
      cleanups.push(() => dropDatabase(baseUrl, name));
    }
    expect(await restore(dir, target)).toEqual({ ok: true, differences: [] });
    // Restoring over data that exists needs --force.
    await expect(restore(dir, target)).rejects.toThrow(/--force/);

    // One cent changed in the restored copy is found.
    const restored = openDatabase(target);
    try {
      await sql`update purchases set amount = amount + 1 where invoice_no = 'BACKUP-1'`.execute(restored.db);
    } finally {
      await restored.close();
    }
    // A forced restore brings the backup's figures back.
    expect((await restore(dir, target, { force: true })).ok).toBe(true);
    await files.write("extra.pdf", Buffer.from("x"));
    const check = openDatabase(target);
    try {
      await sql`update purchases set amount = amount + 1 where invoice_no = 'BACKUP-1'`.execute(check.db);
      const print = {
        ...(await fingerprint(check.db, check.dialect)),
        files: await filesFingerprint(files),
      };
      expect(compare(manifest.fingerprint, print)).toEqual([
        "purchases.amount: money differs",
        expect.stringMatching(/^files: 1 expected/),
      ]);
    } finally {
      await check.close();
    }
  }, 120_000);
});
