import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app.ts";
import { loadConfig } from "../src/config.ts";
import { openDatabase } from "../src/db/database.ts";
import { migrateToLatest } from "../src/db/migrate.ts";
import { DEMO_EMAILS, DEMO_PASSWORD } from "./test-app.ts";
import { adminQuery, databaseUrl, dropDatabase, randomName, tempDir } from "./test-databases.ts";

const serverDir = path.resolve(import.meta.dirname, "..");
const onPostgres = process.env.TEST_DB === "postgres";

describe("readiness", () => {
  it("answers 503 not_ready to API calls, and says so on /api/ready and /api/health, until the database is prepared", async () => {
    const dir = tempDir("storeops-ready");
    const database = openDatabase({ dataDir: dir });
    const readiness = { ready: false };
    const config = { ...loadConfig({}), dataDir: dir, webDist: "/nonexistent" };
    const app = await buildApp({ config, database, logger: false, readiness });
    try {
      expect((await app.inject("/api/ready")).statusCode).toBe(503);
      const waiting = await app.inject("/api/rest/v1/stores");
      expect(waiting.statusCode).toBe(503);
      expect(waiting.json().code).toBe("not_ready");
      expect(waiting.headers["retry-after"]).toBe("2");
      await migrateToLatest(database.db);
      readiness.ready = true;
      expect((await app.inject("/api/ready")).json()).toEqual({ ready: true, message: "Ready" });
      expect((await app.inject("/api/rest/v1/stores")).statusCode).toBe(401);
    } finally {
      await app.close();
      await database.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

/** Starts the real server (src/main.ts) as its own process. */
function startServer(env: Record<string, string>): { child: ChildProcess; output: () => string } {
  let output = "";
  const child = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
    cwd: serverDir,
    env: { ...process.env, LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk) => {
    output += String(chunk);
  });
  child.stderr?.on("data", (chunk) => {
    output += String(chunk);
  });
  return { child, output: () => output };
}

/**
 * Waits (up to 4 minutes: on a loaded CI machine two processes compile, migrate and seed beside
 * the rest of the suite) for /api/ready. If it never comes, says what the database's sessions
 * were doing, so a hang can be told from a slow machine.
 */
async function waitReady(
  base: string,
  server: { child: ChildProcess; output: () => string },
  activity: () => Promise<unknown>,
) {
  for (let i = 0; i < 1200; i++) {
    if (server.child.exitCode !== null) throw new Error(`the server exited:\n${server.output()}`);
    const ready = await fetch(`${base}/api/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const sessions = JSON.stringify(await activity().catch((error: unknown) => String(error)), null, 1);
  throw new Error(
    `the server never became ready:\n${server.output()}\nits database's sessions:\n${sessions}`,
  );
}

describe.skipIf(!onPostgres)("several app processes on one PostgreSQL database", () => {
  const baseUrl = process.env.TEST_DATABASE_URL ?? "";
  const name = randomName("procs");
  const dataDir = tempDir("storeops-procs");
  const servers: Array<{ child: ChildProcess; output: () => string }> = [];

  afterAll(async () => {
    for (const server of servers) server.child.kill("SIGKILL");
    await dropDatabase(baseUrl, name);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("two processes started at the same moment on an empty database both come up, the demo business seeded once, and share sessions and files", async () => {
    await adminQuery(baseUrl, `CREATE DATABASE "${name}"`);
    const ports = [3900 + Math.floor(Math.random() * 400), 0];
    ports[1] = (ports[0] ?? 3900) + 1;
    for (const port of ports) {
      servers.push(
        startServer({
          PORT: String(port),
          DATABASE_URL: databaseUrl(baseUrl, name),
          DATA_DIR: dataDir,
          WEB_DIST: "/nonexistent",
        }),
      );
    }
    const [a, b] = ports.map((port) => `http://127.0.0.1:${port}`) as [string, string];
    const activity = () =>
      adminQuery(
        baseUrl,
        `SELECT pid, state, wait_event_type, wait_event, now() - query_start AS running, left(query, 200) AS query
           FROM pg_stat_activity WHERE datname = '${name}'`,
      );
    await Promise.all([
      waitReady(a, servers[0] as never, activity),
      waitReady(b, servers[1] as never, activity),
    ]);
    for (const server of servers) expect(server.output()).not.toMatch(/duplicate key|error/i);

    // Seeded once: each demo account exists exactly once.
    const database = openDatabase({ databaseUrl: databaseUrl(baseUrl, name), dataDir: "" });
    try {
      const users = await database.db.selectFrom("users").select("email").execute();
      const emails = users.map((user) => user.email);
      expect(new Set(emails).size).toBe(emails.length);
      expect(emails).toContain(DEMO_EMAILS.admin);
    } finally {
      await database.close();
    }

    // A session made through one process works on the other; a file uploaded through one is served by the other.
    const signIn = await fetch(`${a}/api/auth/v1/token`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: DEMO_EMAILS.admin, password: DEMO_PASSWORD }),
    });
    expect(signIn.status).toBe(200);
    const token = ((await signIn.json()) as { access_token: string }).access_token;
    const auth = { authorization: `Bearer ${token}` };
    expect((await fetch(`${b}/api/rest/v1/stores?limit=1`, { headers: auth })).status).toBe(200);

    const pdf = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
    const form = new FormData();
    form.append("files", new Blob([pdf], { type: "application/pdf" }), "receipt.pdf");
    const uploaded = await fetch(`${a}/api/rest/v1/upload-temp/purchases`, {
      method: "POST",
      headers: auth,
      body: form,
    });
    const answer = (await uploaded.json()) as { files: Array<{ url: string }> };
    expect(uploaded.status, JSON.stringify(answer)).toBe(200);
    expect(answer.files).toHaveLength(1);
    const served = await fetch(`${b}${answer.files[0]?.url}`, { headers: auth });
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(pdf)).toBe(true);
  }, 330_000);
});
