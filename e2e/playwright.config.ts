import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${PORT}`;

// One fresh database per run, shared with the workers through the environment, removed in teardown.
process.env.E2E_DATA_DIR ??= path.join(import.meta.dirname, `.data-${process.pid}`);

/** Specs that change settings binding every user. */
const ORGANISATION_SETTINGS = /(^|\/)(security-settings|settings)\.spec\.ts$/;

const chromium = {
  launchOptions: {
    executablePath: "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  },
};

export default defineConfig({
  testDir: "./tests",
  fullyParallel: false,
  // One browser at a time beside the server: on a 2-core machine two workers kept the load at 8
  // and, on a slow day, pages still said "Loading…" after 10 s (11 of 138 failed, 23 min). A test
  // that fails is run once more; it fails the run only when it fails twice.
  workers: 1,
  retries: 1,
  timeout: 60_000,
  expect: { timeout: 20_000 },
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  globalTeardown: "./global-teardown.ts",
  use: {
    baseURL,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    ...chromium,
  },
  projects: [
    {
      name: "desktop",
      testIgnore: [/\.phone\.spec\.ts$/, ORGANISATION_SETTINGS],
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, ...chromium },
    },
    {
      name: "phone",
      testMatch: /\.phone\.spec\.ts$/,
      use: {
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
        ...chromium,
      },
    },
    // Settings that bind every user (two-factor required, maintenance mode, the IP whitelist)
    // change what every other test sees: these run last, one at a time.
    {
      name: "organisation-settings",
      testMatch: ORGANISATION_SETTINGS,
      dependencies: ["desktop", "phone"],
      workers: 1,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, ...chromium },
    },
  ],
  webServer: {
    command: "npm start",
    cwd: "..",
    // Email goes to an SMTP server a spec starts on PORT + 25 (approval-rules.spec.ts reads what
    // arrives); while none listens, an email fails and is logged, and the request answers as usual.
    env: {
      PORT: String(PORT),
      DATA_DIR: process.env.E2E_DATA_DIR,
      SMTP_URL: `smtp://127.0.0.1:${PORT + 25}`,
    },
    url: `${baseURL}/api/ready`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
