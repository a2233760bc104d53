import os from "node:os";
import { sql } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { adminQuery, databaseUrl, dropDatabase, randomName } from "../../test/test-databases.ts";
import { openDatabase } from "./database.ts";

const postgresUrl = process.env.TEST_DATABASE_URL;
const runPostgres = Boolean(postgresUrl) && process.env.TEST_DB !== "sqlite";

describe.runIf(runPostgres)("a PostgreSQL connection the server ends", () => {
  const base = String(postgresUrl);
  const name = randomName("lost_connection");
  afterAll(() => dropDatabase(base, name));

  it("is replaced, and the process goes on", async () => {
    await adminQuery(base, `CREATE DATABASE "${name}"`);
    const database = openDatabase({ databaseUrl: databaseUrl(base, name), dataDir: os.tmpdir() });
    try {
      const before = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(database.db);
      const pid = Number(before.rows[0]?.pid);
      // What a restart or an administrator does to an idle connection. Without a listener on the
      // pool, the error it raises is uncaught and ends the process (the run reports it).
      await adminQuery(base, `SELECT pg_terminate_backend(${pid})`);
      await new Promise((resolve) => setTimeout(resolve, 200));
      const after = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(database.db);
      expect(Number(after.rows[0]?.pid)).not.toBe(pid);
    } finally {
      await database.close();
    }
  });
});
