import fs from "node:fs";
import path from "node:path";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, inject } from "vitest";
import { buildApp } from "../src/app.ts";
import { type AppConfig, type FileStoreConfig, loadConfig } from "../src/config.ts";
import type { Database } from "../src/db/database.ts";
import { createFileStore } from "../src/modules/files/configured-file-store.ts";
import type { FileStore } from "../src/modules/files/file-store.ts";
import {
  adminQuery,
  databaseUrl,
  dropDatabase,
  openTestDatabase,
  randomName,
  tempDir,
} from "./test-databases.ts";

export const DEMO_PASSWORD = "Demo1234";
export const DEMO_EMAILS = {
  admin: "admin@example.com",
  ceo: "ceo@example.com",
  accounting: "accounting@example.com",
  store_manager: "manager@example.com",
  staff: "staff@example.com",
  staff2: "staff2@example.com",
} as const;
export type DemoAccount = keyof typeof DEMO_EMAILS;

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  engine: "sqlite" | "postgres";
  /** Where its data lives: the folder of its SQLite file, its PostgreSQL URL and its file store. */
  location: { dataDir: string; databaseUrl?: string; files: FileStore };
  /** The app's file store (the folder under dataDir, or a bucket): what tests check and seed files through. */
  files: FileStore;
  today: string;
  close(): Promise<void>;
}

/**
 * A fresh app on its own copy of the seeded demo database (SQLite file or PostgreSQL clone), with
 * files in a folder of its own or, given `fileStore`, in that bucket (test/local-s3.ts).
 */
export async function createTestApp(
  options: {
    onQuery?: (sql: string) => void;
    fileStore?: FileStoreConfig;
    /** Settings of the process to change (its timeouts). */
    config?: Partial<AppConfig>;
  } = {},
): Promise<TestApp> {
  const engine = process.env.TEST_DB === "postgres" ? "postgres" : "sqlite";
  let database: Database;
  let cleanup: () => Promise<void>;
  let url: string | undefined;
  const dir = tempDir("storeops-test");
  if (engine === "postgres") {
    const baseUrl = process.env.TEST_DATABASE_URL ?? "";
    const name = randomName("test");
    await adminQuery(baseUrl, `CREATE DATABASE "${name}" TEMPLATE "${inject("seededPostgresTemplate")}"`);
    url = databaseUrl(baseUrl, name);
    database = openTestDatabase({ databaseUrl: url, dataDir: "", onQuery: options.onQuery });
    cleanup = async () => {
      await dropDatabase(baseUrl, name);
      fs.rmSync(dir, { recursive: true, force: true });
    };
  } else {
    fs.copyFileSync(inject("seededSqliteFile"), path.join(dir, "storeops.sqlite"));
    database = openTestDatabase({ dataDir: dir, onQuery: options.onQuery });
    cleanup = async () => fs.rmSync(dir, { recursive: true, force: true });
  }
  const config = {
    ...loadConfig({}),
    dataDir: dir,
    databaseUrl: undefined,
    webDist: "/nonexistent",
    demoData: true,
    backupDir: path.join(dir, "backups"),
    autoBackup: false,
    fileStore: options.fileStore ?? { kind: "directory" as const },
    ...options.config,
  };
  const files = await createFileStore(config);
  const app = await buildApp({ config, database, logger: false, files });
  await app.ready();
  return {
    app,
    database,
    engine,
    location: { dataDir: dir, databaseUrl: url, files },
    files,
    today: inject("seedToday"),
    async close() {
      await app.close();
      files.close();
      await database.close();
      await cleanup();
    },
  };
}

/**
 * The test app of a test file: opened in a `beforeAll`, closed in an `afterAll`. What it returns reads
 * through to that app, so it may be used in any hook or test (not at collection time).
 */
export function useTestApp(options: Parameters<typeof createTestApp>[0] = {}): TestApp {
  let opened: TestApp | undefined;
  beforeAll(async () => {
    opened = await createTestApp(options);
  });
  afterAll(() => opened?.close());
  const current = () => {
    if (!opened) throw new Error("the test app opens in beforeAll: use it in a hook or a test");
    return opened;
  };
  return {
    get app() {
      return current().app;
    },
    get database() {
      return current().database;
    },
    get engine() {
      return current().engine;
    },
    get location() {
      return current().location;
    },
    get files() {
      return current().files;
    },
    get today() {
      return current().today;
    },
    close: () => current().close(),
  };
}

export interface SignedIn {
  token: string;
  user: Record<string, unknown> & {
    id: string;
    role: string;
    assigned_stores: string[];
    managed_stores: string[];
  };
}

/** Signs a demo account in; staff take the first (or given) of their demo store codes. */
export async function signIn(
  app: FastifyInstance,
  account: DemoAccount,
  storeCode?: string,
): Promise<SignedIn> {
  let code = storeCode;
  if (!code && (account === "staff" || account === "staff2")) {
    const demo = await app.inject({ method: "GET", url: "/api/auth/v1/demo-accounts" });
    const entry = demo.json().accounts.find((a: { email: string }) => a.email === DEMO_EMAILS[account]);
    code = entry.store_codes[0];
  }
  const response = await app.inject({
    method: "POST",
    url: "/api/auth/v1/token",
    payload: { email: DEMO_EMAILS[account], password: DEMO_PASSWORD, ...(code ? { store_code: code } : {}) },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in of ${account} failed: ${response.body}`);
  const body = response.json();
  return { token: body.access_token, user: body.user };
}

/** A demo account signed in to `t` in a `beforeAll` (after the app opens); read in hooks and tests. */
export function useSignIn(t: TestApp, account: DemoAccount, storeCode?: string): SignedIn {
  let signedIn: SignedIn | undefined;
  beforeAll(async () => {
    signedIn = await signIn(t.app, account, storeCode);
  });
  const current = () => {
    if (!signedIn) throw new Error(`${account} signs in in beforeAll: use it in a hook or a test`);
    return signedIn;
  };
  return {
    get token() {
      return current().token;
    },
    get user() {
      return current().user;
    },
  };
}

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** An authenticated request helper bound to one token. */
export function client(app: FastifyInstance, token?: string) {
  const call = (method: Method, url: string, payload?: unknown): Promise<LightMyRequestResponse> =>
    app.inject({
      method,
      url,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  return {
    get: (url: string) => call("GET", url),
    post: (url: string, payload?: unknown) => call("POST", url, payload ?? {}),
    patch: (url: string, payload: unknown) => call("PATCH", url, payload),
    put: (url: string, payload: unknown) => call("PUT", url, payload),
    delete: (url: string) => call("DELETE", url),
  };
}
