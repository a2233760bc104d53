import { expect, type Page, test } from "@playwright/test";
import { MSG } from "@storeops/domain";
import { kioskForTwo } from "./kiosk.helpers.ts";
import { DEMO_EMAILS, signInAs, text } from "./support.ts";

// Issue #30 item 1: a tablet at 768×1024 runs a store's kiosk for two employees, one with a break;
// a manager registers a kiosk and sets a PIN from Time & Attendance at 1280×800.

async function punch(kiosk: Page, name: string, pin: string, action: string, done: string) {
  await kiosk.getByTestId("kiosk-person").filter({ hasText: name }).click();
  for (const digit of pin) await kiosk.getByRole("button", { name: `Digit ${digit}`, exact: true }).click();
  await kiosk.getByTestId(`kiosk-${action}`).click();
  await expect(kiosk.getByTestId("kiosk-done")).toContainText(`${done} ${name}`);
  // Ready for the next person after a few seconds.
  await expect(kiosk.getByTestId("kiosk-person").first()).toBeVisible({ timeout: 15_000 });
}

test.describe("the kiosk on a tablet", () => {
  test.use({ viewport: { width: 768, height: 1024 }, hasTouch: true });

  test("two employees clock in at the tablet, one takes a break, both clock out", async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    await signInAs(page, DEMO_EMAILS.admin);
    const { people, token } = await kioskForTwo(page.request);
    const [ana, ben] = people;
    if (!ana || !ben) throw new Error("two people");

    // The tablet: nobody signed in.
    const tablet = await browser.newContext({ viewport: { width: 768, height: 1024 }, hasTouch: true });
    const kiosk = await tablet.newPage();
    await kiosk.goto("/kiosk");
    await expect(kiosk.getByTestId("kiosk-setup")).toBeVisible({ timeout: 20_000 });
    await kiosk.getByTestId("kiosk-code").fill(token);
    await kiosk.getByTestId("kiosk-code-save").click();
    await expect(kiosk.getByTestId("kiosk-clock")).toBeVisible({ timeout: 20_000 });

    // A wrong PIN says so and keeps the person chosen.
    await kiosk.getByTestId("kiosk-person").filter({ hasText: ana.name }).click();
    for (const digit of "0000")
      await kiosk.getByRole("button", { name: `Digit ${digit}`, exact: true }).click();
    await kiosk.getByTestId("kiosk-clock_in").click();
    await expect(kiosk.getByTestId("kiosk-problem")).toHaveText(MSG.wrongPin);
    await kiosk.getByTestId("kiosk-not-you").click();

    await punch(kiosk, ana.name, ana.pin, "clock_in", MSG.punchClockedIn);
    await punch(kiosk, ben.name, ben.pin, "clock_in", MSG.punchClockedIn);
    await expect(kiosk.getByTestId("kiosk-person").filter({ hasText: ana.name })).toContainText(
      text("kiosk.state.in"),
    );
    await punch(kiosk, ana.name, ana.pin, "break_start", MSG.punchBreakStarted);
    await expect(kiosk.getByTestId("kiosk-person").filter({ hasText: ana.name })).toContainText(
      text("kiosk.state.on_break"),
    );

    // The manager's board sees Ana on a break and Ben working.
    const board = (await (await page.request.get("/api/time/on-shift")).json()) as {
      people: Array<{ employee_id: string; on_break: unknown }>;
    };
    expect(board.people.find((p) => p.employee_id === ana.id)?.on_break).not.toBeNull();
    expect(board.people.find((p) => p.employee_id === ben.id)?.on_break).toBeNull();

    await punch(kiosk, ana.name, ana.pin, "break_end", MSG.punchBreakEnded);
    await punch(kiosk, ana.name, ana.pin, "clock_out", MSG.punchClockedOut);
    await punch(kiosk, ben.name, ben.pin, "clock_out", MSG.punchClockedOut);
    for (const person of people) {
      await expect(kiosk.getByTestId("kiosk-person").filter({ hasText: person.name })).toContainText(
        text("kiosk.state.out"),
      );
    }
    const entries = (await (
      await page.request.get(
        `/api/rest/v1/employee_time_entries?in=employee_id.${ana.id},${ben.id}&select=employee_id,status,clock_out_time`,
      )
    ).json()) as Array<{ status: string }>;
    expect(entries.map((entry) => entry.status)).toEqual(["recorded", "recorded"]);
    const actions = (await (
      await page.request.get(
        `/api/rest/v1/audit_logs?eq=user_name.${encodeURIComponent(ana.name)}&select=action`,
      )
    ).json()) as Array<{ action: string }>;
    expect(actions.map((row) => row.action).sort()).toEqual([
      "BREAK_END",
      "BREAK_START",
      "CLOCK_IN",
      "CLOCK_OUT",
    ]);
    await tablet.close();
  });
});

test("a manager registers a kiosk, sees its code once and sets an employee's PIN", async ({ page }) => {
  test.setTimeout(120_000);
  await signInAs(page, DEMO_EMAILS.manager);
  await page.goto("/time-attendance");
  await page.getByTestId("open-kiosks").click();
  const modal = page.getByRole("dialog", { name: text("kiosk.manage.title") });
  await expect(modal).toBeVisible({ timeout: 20_000 });
  await modal.getByTestId("kiosk-store").click();
  await page.getByRole("option").first().click();
  const name = `Till ${Date.now().toString(36)}`;
  await modal.getByTestId("kiosk-name").fill(name);
  await modal.getByTestId("kiosk-register").click();
  await expect(page.getByText(MSG.deviceRegistered)).toBeVisible({ timeout: 20_000 });
  await expect(modal.getByTestId("kiosk-token")).toHaveText(/^kiosk_/);
  await expect(modal.getByTestId("kiosk-device").filter({ hasText: name })).toBeVisible();

  await modal.getByTestId("pin-employee").click();
  await page.getByRole("option").first().click();
  await modal.getByTestId("pin-value").fill("12a");
  await expect(modal.getByText(MSG.pinFormat)).toBeVisible();
  await modal.getByTestId("pin-value").fill(String(100000 + (Date.now() % 899999)));
  await modal.getByTestId("pin-save").click();
  await expect(page.getByText(MSG.pinSaved)).toBeVisible({ timeout: 20_000 });

  // Removing asks first; the kiosk leaves the list.
  await modal.getByTestId("kiosk-device").filter({ hasText: name }).getByTestId("kiosk-remove").click();
  await page.getByTestId("confirm-button").click();
  await expect(page.getByText(MSG.deviceRevoked)).toBeVisible({ timeout: 20_000 });
  await expect(modal.getByTestId("kiosk-device").filter({ hasText: name })).toHaveCount(0);
});
