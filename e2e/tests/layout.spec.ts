import { expect, test } from "@playwright/test";
import { DEMO_EMAILS, signInAs, text } from "./support.ts";

test("the theme survives a reload", async ({ page }) => {
  await signInAs(page, DEMO_EMAILS.admin);
  await page.goto("/dashboard");
  const html = page.locator("html");
  await expect(html).toHaveAttribute("data-mantine-color-scheme", "light");
  await page.getByTestId("theme-toggle").click();
  await expect(html).toHaveAttribute("data-mantine-color-scheme", "dark");
  await page.reload();
  await expect(page.getByTestId("theme-toggle")).toBeVisible();
  await expect(html).toHaveAttribute("data-mantine-color-scheme", "dark");
  await page.goto("/");
  await expect(html).toHaveAttribute("data-mantine-color-scheme", "dark");
  // The switch also saves the admin's theme; put it back for the journeys that follow.
  await page.goto("/dashboard");
  await page.getByTestId("theme-toggle").click();
  await expect(html).toHaveAttribute("data-mantine-color-scheme", "light");
});

test("the desktop sidebar collapses to 64 px and opens to 256 px", async ({ page }) => {
  await signInAs(page, DEMO_EMAILS.ceo);
  await page.goto("/dashboard");
  const sidebar = page.getByTestId("sidebar");
  await expect(sidebar).toBeVisible();
  await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(256);
  await page.getByTestId("sidebar-toggle").click();
  await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(64);
  await page.reload();
  await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(64);
  await page.getByTestId("sidebar-toggle").click();
  await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(256);
  await expect(page.getByTestId("tab-bar")).toHaveCount(0);
});

test("the sidebar shows the user and the current store, no server detail; the admin's dashboard shows it", async ({
  page,
}) => {
  const staff = await signInAs(page, DEMO_EMAILS.staff);
  await page.goto("/dashboard");
  await expect(page.getByTestId("sidebar-user")).toContainText("Staff");
  await expect(page.getByTestId("current-store")).toBeVisible();
  await expect(page.getByTestId("status-box")).toHaveCount(0);
  await expect(page.locator("nav, aside, header").filter({ hasText: /sqlite|postgres/i })).toHaveCount(0);
  expect(staff.role).toBe("staff");

  await signInAs(page, DEMO_EMAILS.admin);
  await page.goto("/dashboard");
  const status = page.getByTestId("status-box");
  await expect(status).toContainText(text("status.online"));
  await expect(status).toContainText(/Database (sqlite|postgres)/);
  await expect(page.getByTestId("sidebar-user")).not.toContainText(/sqlite|postgres/i);
});

test("the user menu offers profile, settings, help and sign out", async ({ page }) => {
  await signInAs(page, DEMO_EMAILS.manager);
  await page.goto("/dashboard");
  await page.getByTestId("user-menu").click();
  for (const key of ["nav.profile", "nav.settings", "layout.helpSupport", "layout.signOut"]) {
    await expect(page.getByRole("menuitem", { name: text(key) })).toBeVisible();
  }
  await page.getByRole("menuitem", { name: text("nav.profile") }).click();
  await expect(page).toHaveURL(/\/profile$/);
});

test("each role's dashboard renders", async ({ page }) => {
  // Five sign-ins and five dashboards: more than one page's worth of time on a loaded machine.
  test.setTimeout(90_000);
  const expectations = [
    [DEMO_EMAILS.admin, "dashboard-admin"],
    [DEMO_EMAILS.ceo, "dashboard-ceo"],
    [DEMO_EMAILS.accounting, "dashboard-financial"],
    [DEMO_EMAILS.manager, "dashboard-financial"],
    [DEMO_EMAILS.staff, "dashboard-store"],
  ] as const;
  for (const [email, testId] of expectations) {
    await page.context().clearCookies();
    await signInAs(page, email);
    await page.goto("/dashboard");
    await expect(page.getByTestId(testId)).toBeVisible();
    await expect(page.getByTestId("stat-card").first()).toBeVisible();
  }
});

test("staff with two stores can switch the current store in settings", async ({ page }) => {
  const staff = await signInAs(page, DEMO_EMAILS.staff);
  const other = staff.store_codes[1];
  expect(other, "the demo staff account has two stores").toBeTruthy();
  await page.goto("/settings");
  await page.getByRole("combobox", { name: text("settings.currentStore") }).click();
  await page.getByRole("option", { name: new RegExp(`^${other} - `) }).click();
  const stores = (await (await page.request.get("/api/auth/v1/stores")).json()) as {
    code: string;
    name: string;
  }[];
  const name = stores.find((store) => store.code === other)?.name ?? "";
  await expect(page.getByTestId("current-store")).toContainText(name);
});
