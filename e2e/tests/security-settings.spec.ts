import { type APIRequestContext, expect as baseExpect, test } from "@playwright/test";
import { DEMO_EMAILS, DEMO_PASSWORD, openSignInPage, text } from "./support.ts";
import { readyAccount, totp } from "./two-factor.helpers.ts";

// The shared CI machine can be slow to render a lazily loaded screen: give these journeys room.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

/** A signed-in API client of `email`, with two-factor sign-in set up when `twoFactor`. */
async function signedInApi(api: APIRequestContext, email: string, password: string) {
  const signedIn = await api.post("/api/auth/v1/token", { data: { email, password } });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  const headers = { authorization: `Bearer ${(await signedIn.json()).access_token}` };
  return headers;
}

test("an organisation requiring two-factor: a user sets it up before anything else, and the bell shows the new sign-in", async ({
  page,
  baseURL,
  playwright,
}) => {
  const api = await playwright.request.newContext({ baseURL });
  // An admin of the test's own, with two-factor sign-in: only such an admin may require it.
  const adminEmail = `security.admin.${Date.now()}@example.com`;
  await readyAccount(baseURL, api, adminEmail, "Admin-Pass42");
  const admin = await signedInApi(api, DEMO_EMAILS.admin, DEMO_PASSWORD);
  const promoted = await api.get(`/api/rest/v1/users?eq=email.${adminEmail}&select=id`, { headers: admin });
  const [{ id: adminId }] = await promoted.json();
  expect(
    (
      await api.patch(`/api/rest/v1/users?eq=id.${adminId}`, { headers: admin, data: { role: "admin" } })
    ).status(),
  ).toBe(200);
  const ours = await signedInApi(api, adminEmail, "Admin-Pass42");
  const setup = await (
    await api.post("/api/auth/v1/2fa/setup", {
      headers: ours,
      data: { password: "Admin-Pass42" },
    })
  ).json();
  expect(
    (
      await api.post("/api/auth/v1/2fa/enable", { headers: ours, data: { code: totp(setup.secret) } })
    ).status(),
  ).toBe(200);

  const email = `must.enrol.${Date.now()}@example.com`;
  await readyAccount(baseURL, api, email, "Chosen-Pass42");
  const required = await api.put("/api/settings/security", {
    headers: ours,
    data: { two_factor_auth: true },
  });
  expect(required.status(), await required.text()).toBe(200);
  try {
    await openSignInPage(page);
    await page.getByTestId("login-email").fill(email);
    await page.getByTestId("login-password").fill("Chosen-Pass42");
    await page.getByTestId("login-submit").click();
    await expect(page.getByRole("heading", { name: text("twoFactorRequired.title") })).toBeVisible();
    await expect(page.getByText(text("twoFactorRequired.text"))).toBeVisible();
    await page.getByRole("button", { name: text("twoFactorRequired.start") }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByTestId("two-factor-password").fill("Chosen-Pass42");
    await dialog.getByRole("button", { name: text("profile.continue") }).click();
    const secret = await dialog.getByTestId("totp-secret").inputValue();
    await dialog.getByTestId("totp-code").fill(totp(secret));
    await dialog.getByRole("button", { name: text("profile.confirm") }).click();
    await expect(dialog.getByTestId("recovery-codes").locator("code")).toHaveCount(10);
    await dialog.getByRole("button", { name: text("profile.done") }).click();

    // Set up: the back office opens, and the bell holds the alert of this first sign-in.
    const bell = page.getByRole("button", { name: /^Notifications \(\d+ unread\)$/ });
    await expect(bell).toBeVisible();
    await bell.click();
    const notice = page.getByTestId("notification").first();
    await expect(notice).toContainText("New sign-in to your account");
    await expect(notice).toContainText("from 127.0.0.1");
    await page.getByRole("button", { name: text("layout.markAllRead") }).click();
    await expect(page.getByRole("button", { name: "Notifications", exact: true })).toBeVisible();
  } finally {
    const lifted = await api.put("/api/settings/security", {
      headers: ours,
      data: { two_factor_auth: false },
    });
    expect(lifted.status()).toBe(200);
    await api.dispose();
  }
});

test("the theme a user saved opens at their next sign-in in another browser", async ({
  browser,
  baseURL,
}) => {
  const first = await browser.newContext({ baseURL });
  const page = await first.newPage();
  const email = `theme.${Date.now()}@example.com`;
  await readyAccount(baseURL, first.request, email, "Chosen-Pass42");
  const signInHere = async (target: typeof page) => {
    await openSignInPage(target);
    await target.getByTestId("login-email").fill(email);
    await target.getByTestId("login-password").fill("Chosen-Pass42");
    await target.getByTestId("login-submit").click();
    await expect(target.getByTestId("theme-toggle")).toBeVisible();
  };
  await signInHere(page);
  await expect(page.locator("html")).toHaveAttribute("data-mantine-color-scheme", "light");
  await page.getByTestId("theme-toggle").click();
  await expect(page.locator("html")).toHaveAttribute("data-mantine-color-scheme", "dark");
  await expect
    .poll(async () => (await (await first.request.get("/api/settings")).json()).general.theme)
    .toBe("dark");
  await first.close();

  const second = await browser.newContext({ baseURL });
  const other = await second.newPage();
  await signInHere(other);
  await expect(other.locator("html")).toHaveAttribute("data-mantine-color-scheme", "dark");
  await second.close();
});
