import { expect, test } from "@playwright/test";
import { menuFor } from "@storeops/domain";
import { DEMO_EMAILS, signInAs, text } from "./support.ts";

const titled = (label: string) => `${label} · ${text("app.name")}`;

test("each public page names itself in the browser tab", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveTitle(text("app.name"));
  await page.goto("/login");
  await expect(page).toHaveTitle(titled(text("login.title")));
  await page.goto("/careers");
  await expect(page).toHaveTitle(titled(text("careers.title")));
  await page.goto("/no-such-page");
  await expect(page).toHaveTitle(titled(text("notFound.title")));
});

test("every menu entry gives its page the label of the route table as its title", async ({ page }) => {
  const admin = await signInAs(page, DEMO_EMAILS.admin);
  await page.goto("/dashboard");
  await expect(page).toHaveTitle(titled(text("nav.dashboard")));
  for (const route of menuFor(admin.role)) {
    await page
      .getByTestId("main-menu")
      .getByRole("link", { name: text(route.label) })
      .click();
    await expect(page).toHaveURL(new RegExp(`${route.path}$`));
    await expect(page).toHaveTitle(titled(text(route.label)));
  }
});
