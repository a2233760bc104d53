import fs from "node:fs";
import path from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asAdmin } from "../../test/demo-stores.ts";
import { createTestApp, signIn, type TestApp } from "../../test/test-app.ts";
import { adminQuery, databaseUrl, dropDatabase, randomName, tempDir } from "../../test/test-databases.ts";
import { uploadPdf } from "../../test/uploads.ts";
import { openDatabase } from "../db/database.ts";
import { backup, compare, readManifest, restore } from "./backup.ts";
import { fingerprint } from "./checksums.ts";

let t: TestApp;
const cleanups: Array<() => Promise<void> | void> = [];

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
  await t.close();
});

describe("backup and restore", () => {
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

    const target = { dataDir: tempDir("storeops-restored"), databaseUrl: undefined as string | undefined };
    cleanups.push(() => fs.rmSync(target.dataDir, { recursive: true, force: true }));
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
    fs.writeFileSync(path.join(target.dataDir, "files", "extra.pdf"), "x");
    const check = openDatabase(target);
    try {
      await sql`update purchases set amount = amount + 1 where invoice_no = 'BACKUP-1'`.execute(check.db);
      const print = await fingerprint(check.db, check.dialect, path.join(target.dataDir, "files"));
      expect(compare(manifest.fingerprint, print)).toEqual([
        "purchases.amount: money differs",
        expect.stringMatching(/^files: 1 expected/),
      ]);
    } finally {
      await check.close();
    }
  }, 120_000);
});
