import { expect as baseExpect, type Page, test } from "@playwright/test";
import { MSG_ES } from "@storeops/domain";
import { spanish } from "../../web/src/i18n/all-resources.ts";
import { DEMO_EMAILS, DEMO_PASSWORD, openSignInPage, text } from "./support.ts";

// The shared CI machine can be slow to render a lazily loaded screen: give this journey room.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

/** Spanish text of an i18n key, as the app shows it in Spanish. */
function es(key: string): string {
  let node: unknown = spanish;
  for (const part of key.split(".")) node = (node as Record<string, unknown>)[part];
  if (typeof node !== "string") throw new Error(`No Spanish text for ${key}`);
  return node;
}

/** The account's saved language back to English, whatever the journey left (other specs read English). */
async function resetLanguage(page: Page) {
  await page.request.put("/api/settings/general", { data: { language: "en" } });
}

test("Spanish end to end: chosen on the sign-in page, the back office, the server's refusals, back to English in Profile", async ({
  page,
}) => {
  try {
    await openSignInPage(page);
    await page.getByTestId("language-picker").selectOption("es");
    await expect(page.getByRole("heading", { name: es("login.title") })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "es");

    await page.getByTestId("login-email").fill(DEMO_EMAILS.accounting);
    await page.getByTestId("login-password").fill(DEMO_PASSWORD);
    await page.getByTestId("login-submit").click();

    // The dashboard and the menu in Spanish.
    await expect(page.getByRole("heading", { name: es("dashboard.title.financial") })).toBeVisible();
    await expect(page.getByRole("link", { name: es("nav.purchases") }).first()).toBeVisible();

    // A list: its title, its statuses.
    await page
      .getByRole("link", { name: es("nav.purchases") })
      .first()
      .click();
    await expect(page.getByRole("heading", { name: es("purchases.title.accounting") })).toBeVisible();
    await expect(page.getByText(/^(Pendiente|Aprobado|Pagado|Rechazado|Vencido)$/).first()).toBeVisible();
    await expect(page.getByText(es("purchases.recent"))).toBeVisible();

    // The choice was saved: a reload keeps Spanish.
    await page.reload();
    await expect(page.getByRole("heading", { name: es("purchases.title.accounting") })).toBeVisible();

    // A form the server refuses: its refusal in Spanish.
    await page.goto("/profile");
    await expect(page.getByRole("heading", { name: es("profile.title") })).toBeVisible();
    await page.getByRole("button", { name: es("profile.changePassword") }).click();
    const dialog = page.getByRole("dialog");
    const field = (key: string) => dialog.getByRole("textbox", { name: es(key), exact: true });
    await field("profile.currentPassword").fill("not-my-password");
    await field("profile.newPassword").fill("Another1234!");
    await field("profile.confirmPassword").fill("Another1234!");
    await dialog.getByTestId("change-password-save").click();
    await expect(dialog.getByText(MSG_ES.currentPasswordWrong)).toBeVisible();
    await page.keyboard.press("Escape");

    // Back to English in Profile: at once, and kept.
    await page.getByTestId("language-picker").selectOption("en");
    await expect(page.getByRole("heading", { name: text("profile.title") })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByText(text("profile.languageSaved"))).toBeVisible();
    await page.reload();
    await expect(page.getByRole("heading", { name: text("profile.title") })).toBeVisible();
  } finally {
    await resetLanguage(page);
  }
});
