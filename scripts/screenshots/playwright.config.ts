import path from "node:path";
import { defineConfig } from "@playwright/test";

// The screenshot generators of this folder, run by run.mjs (npm run screenshots -w e2e): the app on
// its own port and a fresh demo database, removed at the end, as the e2e suite does it.
const PORT = Number(process.env.SHOTS_PORT ?? 3190);
const baseURL = `http://127.0.0.1:${PORT}`;
const repo = path.join(import.meta.dirname, "..", "..");

process.env.E2E_DATA_DIR ??= path.join(repo, "e2e", `.data-shots-${process.pid}`);

export default defineConfig({
  testDir: ".",
  testMatch: /\.shots\.ts$/,
  fullyParallel: false,
  workers: 1,
  timeout: 120_000,
  expect: { timeout: 20_000 },
  reporter: [["list"]],
  outputDir: path.join(repo, "e2e", "test-results", "screenshots"),
  globalTeardown: path.join(repo, "e2e", "global-teardown.ts"),
  use: {
    baseURL,
    launchOptions: {
      executablePath: "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-sync"],
    },
  },
  webServer: {
    command: "npm start",
    cwd: repo,
    env: { PORT: String(PORT), DATA_DIR: process.env.E2E_DATA_DIR },
    url: `${baseURL}/api/ready`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
