import fs from "node:fs";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { migrateToLatest } from "../src/db/migrate.ts";
import { seedDemoData } from "../src/seed/demo.ts";
import {
  adminQuery,
  databaseUrl,
  dropDatabase,
  openTestDatabase,
  randomName,
  tempDir,
} from "./test-databases.ts";

declare module "vitest" {
  export interface ProvidedContext {
    seededSqliteFile: string;
    seededPostgresTemplate: string;
    seedToday: string;
  }
}

/** Longer than a whole run of the API tests on a slow machine (12 minutes seen). */
const MIDNIGHT_MARGIN_MS = 20 * 60_000;
const DAY_MS = 86_400_000;

/**
 * Tests compare the dates the server stamps (a posting's date, what is overdue) with the day the
 * demo business was seeded. A run that crosses midnight UTC has two such days, and those tests
 * fail for no fault of the code: a run that would begin in the last minutes of a day starts in
 * the next one.
 */
async function awayFromMidnight(): Promise<void> {
  const untilMidnight = DAY_MS - (Date.now() % DAY_MS);
  if (untilMidnight > MIDNIGHT_MARGIN_MS) return;
  console.log(`Waiting ${Math.ceil(untilMidnight / 1000)} s for midnight UTC, so the run has one today`);
  await new Promise((resolve) => setTimeout(resolve, untilMidnight + 1000));
}

/**
 * Seeds the demo business once per run; each test file then copies the SQLite file or clones the
 * PostgreSQL template, so every file gets its own throwaway database in milliseconds.
 */
export default async function setup(project: TestProject) {
  await awayFromMidnight();
  const seededAt = new Date();
  const today = seededAt.toISOString().slice(0, 10);
  project.provide("seedToday", today);
  // globalSetup runs in the main process, where the project's env is not applied: use its name.
  const engine = project.name.endsWith("postgres") ? "postgres" : "sqlite";
  if (engine === "postgres") {
    const baseUrl = process.env.TEST_DATABASE_URL;
    if (!baseUrl) throw new Error("TEST_DATABASE_URL is required for the PostgreSQL test project");
    const template = randomName("test_template");
    await adminQuery(baseUrl, `CREATE DATABASE "${template}"`);
    const database = openTestDatabase({ databaseUrl: databaseUrl(baseUrl, template), dataDir: "" });
    await migrateToLatest(database.db);
    await seedDemoData(database.db, { now: seededAt });
    await database.close();
    project.provide("seededPostgresTemplate", template);
    project.provide("seededSqliteFile", "");
    return async () => dropDatabase(baseUrl, template);
  }
  const dir = tempDir("storeops-template");
  const database = openTestDatabase({ dataDir: dir });
  await migrateToLatest(database.db);
  await seedDemoData(database.db, { now: seededAt });
  await database.close();
  project.provide("seededSqliteFile", path.join(dir, "storeops.sqlite"));
  project.provide("seededPostgresTemplate", "");
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
