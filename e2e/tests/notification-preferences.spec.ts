import { expect as baseExpect, request as playwrightRequest, test } from "@playwright/test";
import { MSG } from "@storeops/domain";
import { serverToday } from "./purchases.helpers.ts";
import { DEMO_EMAILS, DEMO_PASSWORD, signInAs, text } from "./support.ts";

// The profile's lazily loaded card can be slow on the shared CI machine.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

test("a person chooses where each event reaches them, and a rejected expense rings the creator's bell", async ({
  page,
  baseURL,
}) => {
  const account = await signInAs(page, DEMO_EMAILS.staff);
  await page.goto("/profile");
  const card = page.getByTestId("notification-channels");
  await expect(card.getByRole("heading", { name: text("notifications.title") })).toBeVisible();
  const rejected = card.getByLabel(text("notifications.events.record_rejected"));
  const waiting = card.getByLabel(text("notifications.events.step_waiting"));
  await expect(rejected).toHaveValue("bell");

  const saved = async () =>
    (await (await page.request.get("/api/notifications/preferences")).json()) as Record<string, string>;
  await rejected.selectOption("email");
  await expect(page.getByText(MSG.notificationPreferencesSaved).first()).toBeVisible();
  await expect.poll(async () => (await saved()).record_rejected).toBe("email");
  await expect(waiting).toBeEnabled();
  await waiting.selectOption("off");
  // Saved on the server before the page is reloaded (a reload would cancel the request).
  await expect.poll(async () => (await saved()).step_waiting).toBe("off");
  await page.reload();
  await expect(card.getByLabel(text("notifications.events.record_rejected"))).toHaveValue("email");
  await expect(card.getByLabel(text("notifications.events.step_waiting"))).toHaveValue("off");

  // Back to the bell, then an admin rejects the staff member's expense.
  await card.getByLabel(text("notifications.events.record_rejected")).selectOption("bell");
  await expect.poll(async () => (await saved()).record_rejected).toBe("bell");
  const me = await (await page.request.get("/api/auth/v1/user")).json();
  const description = `Bell check ${Date.now()}`;
  const created = await page.request.post("/api/rest/v1/expenses", {
    data: {
      description,
      category: "Utilities",
      amount: 12.34,
      expense_date: await serverToday(page),
      store_id: me.current_store_id ?? account.store_codes[0],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const admin = await playwrightRequest.newContext({ baseURL });
  const token = (
    await (
      await admin.post("/api/auth/v1/token", { data: { email: DEMO_EMAILS.admin, password: DEMO_PASSWORD } })
    ).json()
  ).access_token;
  const rejection = await admin.post(`/api/expenses/${(await created.json()).id}/reject`, {
    headers: { authorization: `Bearer ${token}` },
    data: { rejection_reason: "Missing receipt" },
  });
  expect(rejection.status(), await rejection.text()).toBe(200);
  await admin.dispose();

  await page.reload();
  await expect(page.getByTestId("notifications-unread")).toBeVisible();
  await page.getByRole("button", { name: new RegExp(`^${text("layout.notifications")}`) }).click();
  const notice = page.getByTestId("notification").filter({ hasText: description }).first();
  await expect(notice).toContainText(MSG.notifyExpenseRejected);
  await expect(notice).toContainText("Missing receipt");
});
