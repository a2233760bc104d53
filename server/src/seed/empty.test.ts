import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../test/test-databases.ts";
import { migrateToLatest } from "../db/migrate.ts";
import { verifyPassword } from "../modules/auth/password.ts";
import { DEMO_PASSWORD } from "./demo.ts";
import { seedFirstAdmin } from "./empty.ts";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "empty-seed-test-"));
const database = openTestDatabase({ dataDir: dir });
afterAll(async () => {
  await database.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe.runIf(process.env.TEST_DB !== "postgres")("first admin without demo data", () => {
  it("creates admin@example.com with a one-time password to change", async () => {
    await migrateToLatest(database.db);
    const { email, password } = await seedFirstAdmin(database.db);
    expect(email).toBe("admin@example.com");
    const users = await database.db.selectFrom("users").selectAll().execute();
    expect(users).toHaveLength(1);
    expect(users[0]).toMatchObject({ email, role: "admin", must_change_password: 1, status: "active" });
    expect(password).not.toBe(DEMO_PASSWORD);
    expect(await verifyPassword(password, String(users[0]?.password_hash))).toBe(true);
  }, 30_000);
});
