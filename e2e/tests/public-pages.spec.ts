import { expect, type Page, test } from "@playwright/test";
import { DEMO_EMAILS, DEMO_PASSWORD, demoAccount, signInThroughPage, text } from "./support.ts";

/** Collects failed requests and console errors from the moment it is called. */
function watchForErrors(page: Page) {
  const problems: string[] = [];
  page.on("response", (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
  });
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`console: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  return problems;
}

/** Each public page and the English text of its heading. */
const PUBLIC_PAGES = [
  { path: "/", heading: text("landing.heroTitle") },
  { path: "/login", heading: text("login.title") },
  { path: "/careers", heading: text("careers.title") },
];

/**
 * Keeps the page's h1 as the HTML parser made it, before any script has run (the prerendered
 * markup), so a test can tell that React took it over (hydration) rather than replaced it.
 */
async function keepParsedHeading(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener("readystatechange", () => {
      if (document.readyState === "interactive")
        Object.assign(window, { parsedHeading: document.querySelector("h1") });
    });
  });
}

const headingWasHydrated = (page: Page) =>
  page.evaluate(() => {
    const parsed = (window as { parsedHeading?: Element | null }).parsedHeading;
    return parsed?.isConnected === true && parsed === document.querySelector("h1");
  });

for (const { path, heading } of PUBLIC_PAGES) {
  test(`a signed-out visit to ${path} makes no failing request and logs no error`, async ({ page }) => {
    const problems = watchForErrors(page);
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(problems).toEqual([]);
  });

  test(`${path} is served with its markup, which the app hydrates without an error`, async ({ page }) => {
    const served = await page.request.get(path);
    expect(served.ok()).toBe(true);
    expect(await served.text()).toContain(heading);

    const problems = watchForErrors(page);
    await keepParsedHeading(page);
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(await headingWasHydrated(page)).toBe(true);
    expect(problems).toEqual([]);
  });
}

test.describe("in dark mode and a German browser", () => {
  test.use({ colorScheme: "dark", locale: "de-DE" });

  test("the public pages hydrate in English without an error", async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("mantine-color-scheme-value", "auto"));
    await keepParsedHeading(page);
    const problems = watchForErrors(page);
    for (const { path, heading } of PUBLIC_PAGES) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expect(page.locator("html")).toHaveAttribute("data-mantine-color-scheme", "dark");
      await page.waitForLoadState("networkidle");
      expect(await headingWasHydrated(page)).toBe(true);
    }
    expect(problems).toEqual([]);
  });
});

test("what is typed on the prerendered sign-in page before the app takes it over is kept", async ({
  page,
}) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  // The page's own chunk is held back: the form is on screen, but not yet hydrated.
  await page.route(/\/assets\/LoginPage-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await keepParsedHeading(page);
  await page.goto("/login", { waitUntil: "domcontentloaded" });
  await page.getByTestId("login-email").fill(DEMO_EMAILS.admin);
  await page.getByTestId("login-password").fill(DEMO_PASSWORD);
  release();
  // The demo panel is fetched by the hydrated page.
  await expect(page.getByTestId("demo-panel")).toBeVisible();
  expect(await headingWasHydrated(page)).toBe(true);
  await expect(page.getByTestId("login-email")).toHaveValue(DEMO_EMAILS.admin);
  await page.getByTestId("login-submit").click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("a signed-in visitor of the landing page is offered the dashboard", async ({ page }) => {
  await signInThroughPage(page, await demoAccount(page.request, DEMO_EMAILS.ceo));
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/");
  await expect(page.getByTestId("header-primary")).toHaveText(text("landing.dashboard"));
  // The session is restored with a fresh render, which replaces the prerendered page (one, not two).
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  await page.goto("/login");
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("a sign-in error goes away when the other tab is chosen", async ({ page }) => {
  await page.goto("/login");
  await page.getByTestId("login-email").fill(DEMO_EMAILS.admin);
  await page.getByTestId("login-password").fill("not-the-password");
  await page.getByTestId("login-submit").click();
  await expect(page.getByTestId("login-error")).toBeVisible();
  await page.getByTestId("tab-staff").click();
  await expect(page.getByTestId("login-error")).toHaveCount(0);
});
