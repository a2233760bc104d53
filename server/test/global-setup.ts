import fs from "node:fs";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../src/db/database.ts";
import { migrateToLatest } from "../src/db/migrate.ts";
import { seedDemoData } from "../src/seed/demo.ts";
import { adminQuery, databaseUrl, dropDatabase, randomName, tempDir } from "./test-databases.ts";

declare module "vitest" {
  export interface ProvidedContext {
    seededSqliteFile: string;
    seededPostgresTemplate: string;
    seedToday: string;
  }
}

/**
 * Seeds the demo business once per run; each test file then copies the SQLite file or clones the
 * PostgreSQL template, so every file gets its own throwaway database in milliseconds.
 */
export default async function setup(project: TestProject) {
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
    const database = openDatabase({ databaseUrl: databaseUrl(baseUrl, template), dataDir: "" });
    await migrateToLatest(database.db);
    await seedDemoData(database.db, { now: seededAt });
    await database.close();
    project.provide("seededPostgresTemplate", template);
    project.provide("seededSqliteFile", "");
    return async () => dropDatabase(baseUrl, template);
  }
  const dir = tempDir("storeops-template");
  const database = openDatabase({ dataDir: dir });
  await migrateToLatest(database.db);
  await seedDemoData(database.db, { now: seededAt });
  await database.close();
  project.provide("seededSqliteFile", path.join(dir, "storeops.sqlite"));
  project.provide("seededPostgresTemplate", "");
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
