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
  },
});

export default defineConfig({
  test: {
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
