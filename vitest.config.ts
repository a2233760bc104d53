import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

// Every API test runs on SQLite and, when TEST_DATABASE_URL is set, again on PostgreSQL.
const postgresUrl = process.env.TEST_DATABASE_URL;

const apiProject = (engine: "sqlite" | "postgres") => ({
  test: {
    name: `api-${engine}`,
    include: ["server/**/*.test.ts"],
    env: { TEST_DB: engine },
    globalSetup: ["server/test/global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // The files of a worker share its loaded modules: each file still opens its own database (a copy
    // of the seeded one), and loading the server's modules afresh for each of ~150 files was over
    // half of the run (830 s of import in a 19-minute run on 2 cores; 20 s without). A test that
    // changes what a module reads when it loads resets the modules itself (vi.resetModules).
    isolate: false,
  },
});

export default defineConfig({
  test: {
    // A worker per core: Vitest's default leaves one core to the main process, which on CI's two
    // cores ran the files one at a time (26 minutes; 19 with two workers).
    maxWorkers: availableParallelism(),
    // Vitest's own worker-to-runner message timing out on a loaded machine is a harness error, not
    // the product's: every test has still reported. Anything else unhandled fails the run.
    onUnhandledError: (error) => !String(error.message).includes("[vitest-worker]: Timeout calling"),
    projects: [
      { test: { name: "domain", include: ["domain/src/**/*.test.ts"] } },
      // The structure checks of `npm run check`, each shown failing on a planted violation.
      { test: { name: "scripts", include: ["scripts/**/*.test.mjs"], testTimeout: 60_000 } },
      "web/vitest.config.ts",
      apiProject("sqlite"),
      ...(postgresUrl ? [apiProject("postgres")] : []),
    ],
  },
});
