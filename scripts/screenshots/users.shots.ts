import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { DEMO_EMAILS, signInAs } from "../../e2e/tests/support.ts";
import { readyAccount, totp } from "../../e2e/tests/two-factor.helpers.ts";
import { lookAt, shot, VIEWPORTS } from "./shots.ts";

// A screenshot generator, not a test (npm run screenshots -w e2e): users, profile and settings at both
// widths and themes.

/** A new accountant who has two-factor sign-in on: the users screen then offers "Reset two-factor". */
async function accountWithTwoFactor(baseURL: string | undefined, request: APIRequestContext, email: string) {
  const password = "Chosen-Pass42";
  await readyAccount(baseURL, request, email, password);
  const signedIn = await request.post("/api/auth/v1/token", { data: { email, password } });
  const headers = { authorization: `Bearer ${(await signedIn.json()).access_token}` };
  const setup = await (await request.post("/api/auth/v1/2fa/setup", { headers, data: { password } })).json();
  const enabled = await request.post("/api/auth/v1/2fa/enable", {
    headers,
    data: { code: totp(setup.secret) },
  });
  expect(enabled.status()).toBe(200);
}

async function staffFormShot(page: Page, file: string) {
  await page.goto("/staff");
  await page.getByTestId("staff-menu").first().click();
  await page.getByTestId("staff-edit").click();
  await expect(page.getByTestId("field-user_id")).toBeVisible();
  await shot(page, file, false);
  await page.keyboard.press("Escape");
}

for (const [device, viewport] of Object.entries(VIEWPORTS)) {
  for (const scheme of ["light", "dark"] as const) {
    test(`admin screens ${device} ${scheme}`, async ({ page, baseURL, playwright }) => {
      test.setTimeout(120_000);
      await lookAt(page, viewport, scheme);
      await signInAs(page, DEMO_EMAILS.admin);
      const name = (screen: string) => `${device}-${scheme}-${screen}`;
      const enrolled = `two.factor.${device}.${scheme}.${Date.now()}@example.com`;
      const api = await playwright.request.newContext({ baseURL });
      await accountWithTwoFactor(baseURL, api, enrolled);
      await api.dispose();
      await page.goto("/users");
      await expect(page.getByTestId(/^user-(row|card)$/).first()).toBeVisible();
      await shot(page, name("users"));
      // An account with two-factor sign-in on: "Reset two-factor" (row on desktop, profile on phones) and its confirmation.
      await page.goto(`/users?q=${encodeURIComponent(enrolled)}`);
      const row = page.getByTestId(/^user-(row|card)$/).first();
      await expect(row).toContainText(enrolled);
      if (device === "desktop") {
        await shot(page, name("users-two-factor-row"));
        await row.getByRole("button", { name: /^Reset two-factor/ }).click();
      } else {
        await row.click();
        await expect(page.getByRole("button", { name: "Reset two-factor" })).toBeVisible();
        await shot(page, name("users-two-factor-profile"), false);
        await page.getByRole("button", { name: "Reset two-factor" }).click();
      }
      await expect(page.getByTestId("confirm-button")).toBeVisible();
      await shot(page, name("users-two-factor-reset"), false);
      await page.keyboard.press("Escape");
      await page.getByTestId("add-user").click();
      await shot(page, name("users-form"), false);
      await page.keyboard.press("Escape");
      // The staff form's "Linked User Account" (the account whose own records these are); the
      // phone's staff cards open the profile instead of a row menu.
      if (device === "desktop") await staffFormShot(page, name("staff-form-linked-user"));
      await page.goto("/users");
      await page.getByTestId("users-system-settings").click();
      await expect(page.getByTestId("policy-min_length")).toBeVisible();
      await shot(page, name("users-system-settings"), false);
      await page.keyboard.press("Escape");
      await page.goto("/profile");
      await expect(page.getByTestId("activity-records")).toBeVisible();
      await shot(page, name("profile"));
      await page.getByRole("button", { name: "Enable 2FA" }).click();
      await expect(page.getByTestId("two-factor-password")).toBeVisible();
      await shot(page, name("profile-2fa-password"), false);
      await page.getByTestId("two-factor-password").fill("Demo1234");
      await page.getByRole("button", { name: "Continue" }).click();
      await expect(page.getByRole("img", { name: "QR code" })).toBeVisible();
      await shot(page, name("profile-2fa"), false);
      await page.keyboard.press("Escape");
      await page.getByRole("button", { name: "View Sessions" }).click();
      await expect(page.getByTestId("sessions-list")).toBeVisible();
      await shot(page, name("profile-sessions"), false);
      await page.keyboard.press("Escape");
      await page.goto("/settings");
      await expect(page.getByTestId("settings-tab-system")).toBeVisible();
      await shot(page, name("settings"));
      await page.getByTestId("settings-tab-system").click();
      await shot(page, name("settings-system"));
    });
  }
}
