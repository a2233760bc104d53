import {
  type APIRequestContext,
  expect,
  type Locator,
  type Page,
  request as playwrightRequest,
} from "@playwright/test";
import type { Role } from "@storeops/domain";
import { english } from "../../web/src/i18n/all-resources.ts";

export const DEMO_PASSWORD = "Demo1234";

export const DEMO_EMAILS = {
  admin: "admin@example.com",
  ceo: "ceo@example.com",
  accounting: "accounting@example.com",
  manager: "manager@example.com",
  staff: "staff@example.com",
  staff2: "staff2@example.com",
} as const;

export interface DemoAccount {
  email: string;
  password: string;
  role: Role;
  store_codes: string[];
}

/** English text of an i18n key, e.g. "nav.dashboard", as the app shows it. */
export function text(key: string): string {
  let node: unknown = english;
  for (const part of key.split(".")) node = (node as Record<string, unknown>)[part];
  if (typeof node !== "string") throw new Error(`No English text for ${key}`);
  return node;
}

export async function demoAccounts(request: APIRequestContext): Promise<DemoAccount[]> {
  const response = await request.get("/api/auth/v1/demo-accounts");
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { enabled: boolean; accounts: DemoAccount[] };
  expect(body.enabled).toBe(true);
  return body.accounts;
}

export async function demoAccount(request: APIRequestContext, email: string): Promise<DemoAccount> {
  const account = (await demoAccounts(request)).find((a) => a.email === email);
  if (!account) throw new Error(`No demo account ${email}`);
  return account;
}

/** Signs in through the sign-in page, as a person would. */
export async function signInThroughPage(
  page: Page,
  account: Pick<DemoAccount, "email" | "role" | "store_codes">,
) {
  if (!page.url().includes("/login")) await page.goto("/login");
  await signInPageReady(page);
  if (account.role === "staff") {
    await page.getByRole("tab", { name: text("login.tabStaff") }).click();
    const code = account.store_codes[0];
    if (!code) throw new Error(`${account.email} has no store`);
    await chooseStore(page, code);
  }
  await page.getByTestId("login-email").fill(account.email);
  await page.getByTestId("login-password").fill(DEMO_PASSWORD);
  await page.getByTestId("login-submit").click();
}

/**
 * The sign-in page arrives prerendered; a tap before React takes it over is lost, so its button
 * stays disabled until then (LoginPage's useHydrated).
 */
export async function signInPageReady(page: Page) {
  await expect(page.getByTestId("login-submit")).toBeEnabled({ timeout: 30_000 });
}

/** Opens the sign-in page and waits until it answers taps. */
export async function openSignInPage(page: Page) {
  await page.goto("/login");
  await signInPageReady(page);
}

export async function chooseStore(page: Page, code: string) {
  await page.getByRole("combobox", { name: text("login.store") }).click();
  await page.getByRole("option", { name: new RegExp(`^${code} - `) }).click();
}

/** Signs in through the API; the session cookie lands in the page's browser context. */
export async function signInByApi(page: Page, email: string, storeCode?: string) {
  const response = await page.request.post("/api/auth/v1/token", {
    data: { email, password: DEMO_PASSWORD, ...(storeCode ? { store_code: storeCode } : {}) },
  });
  expect(response.status(), await response.text()).toBe(200);
}

export async function signInAs(page: Page, email: string) {
  const account = await demoAccount(page.request, email);
  await signInByApi(page, email, account.role === "staff" ? account.store_codes[0] : undefined);
  return account;
}

/**
 * A new user signs in with the one-time password an admin was shown and sets the demo password
 * (a staff member gives one of their stores), in a context of its own.
 */
export async function setOwnPassword(
  baseURL: string | undefined,
  email: string,
  oneTimePassword: string,
  storeCode?: string,
) {
  const first = await playwrightRequest.newContext({ baseURL });
  const signedIn = await first.post("/api/auth/v1/token", {
    data: { email, password: oneTimePassword, ...(storeCode ? { store_code: storeCode } : {}) },
  });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  const { access_token: token } = (await signedIn.json()) as { access_token: string };
  const changed = await first.post("/api/auth/v1/change-password", {
    headers: { authorization: `Bearer ${token}` },
    data: { current_password: oneTimePassword, new_password: DEMO_PASSWORD },
  });
  expect(changed.status(), await changed.text()).toBe(200);
  await first.dispose();
}

/** An admin creates a user through the API, in a context of its own; returns the one-time password. */
export async function createUserWithOneTimePassword(baseURL: string | undefined, email: string) {
  const admin = await playwrightRequest.newContext({ baseURL });
  const token = await admin.post("/api/auth/v1/token", {
    data: { email: DEMO_EMAILS.admin, password: DEMO_PASSWORD },
  });
  const { access_token: adminToken } = await token.json();
  const created = await admin.post("/api/rest/v1/users", {
    headers: { authorization: `Bearer ${adminToken}` },
    data: { name: "New Accountant", email, phone: "555-0150", role: "accounting", assigned_stores: [] },
  });
  expect(created.status()).toBe(201);
  const { one_time_password: oneTime } = (await created.json()) as { one_time_password: string };
  await admin.dispose();
  return oneTime;
}

/**
 * Yesterday (UTC), as YYYY-MM-DD. Tests running beside one another sign in all the time: a count
 * of sign-ins up to yesterday holds still while they do.
 */
export const YESTERDAY = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

/** A YYYY-MM-DD date as a date field shows it in the demo's date format (MM/DD/YYYY). */
export function shownDate(date: string): string {
  const [y, m, d] = date.split("-");
  return `${m}/${d}/${y}`;
}

/** The YYYY-MM-DD date a date field holds, read from what it shows in the demo's format (MM/DD/YYYY). */
export async function dateFieldValue(field: Locator): Promise<string> {
  const [m, d, y] = (await field.inputValue()).split("/");
  return `${y}-${m}-${d}`;
}
