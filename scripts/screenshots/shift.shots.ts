import path from "node:path";
import { expect, test } from "@playwright/test";
import { DEMO_EMAILS, signInAs } from "../../e2e/tests/support.ts";
import { lookAt, OUT, shot, VIEWPORTS } from "./shots.ts";

// A screenshot generator, not a test (npm run screenshots -w e2e -- shift): the store's day —
// the on-shift board, a staff member on a break, the kiosks modal, and the kiosk on a tablet.

const TABLET = { width: 768, height: 1024 };

for (const [device, viewport] of Object.entries(VIEWPORTS)) {
  for (const scheme of ["light", "dark"] as const) {
    test(`on shift and breaks, ${device} ${scheme}`, async ({ page }) => {
      test.setTimeout(120_000);
      await lookAt(page, viewport, scheme);
      await signInAs(page, DEMO_EMAILS.staff);
      await page.goto("/time-attendance");
      const clockIn = page.getByTestId("quick-clock-in");
      const clockOut = page.getByTestId("quick-clock-out");
      await expect(clockIn.or(clockOut)).toBeVisible();
      if (await clockIn.isVisible()) {
        await clockIn.click();
        await expect(clockOut).toBeVisible();
      }
      const startBreak = page.getByTestId("start-break");
      const endBreak = page.getByTestId("end-break");
      await expect(startBreak.or(endBreak)).toBeVisible();
      if (await startBreak.isVisible()) await startBreak.click();
      await expect(page.getByTestId("on-break-banner")).toBeVisible();
      await shot(page, `${device}-${scheme}-time-staff-on-break`);
      await page.goto("/dashboard");
      await expect(page.getByTestId("today-list")).toBeVisible();
      await shot(page, `${device}-${scheme}-dashboard-staff-today`);
      await page.context().clearCookies();
      await signInAs(page, DEMO_EMAILS.manager);
      await page.goto("/time-attendance");
      await expect(page.getByTestId("on-shift-board")).toBeVisible();
      await page.waitForLoadState("networkidle");
      await shot(page, `${device}-${scheme}-time-on-shift-manager`);
      await page.getByTestId("open-kiosks").click();
      await expect(page.getByTestId("kiosk-register")).toBeVisible();
      await shot(page, `${device}-${scheme}-kiosks-modal`, false);
      await page.keyboard.press("Escape");
      await page.goto("/dashboard");
      await expect(page.getByTestId("on-shift-board")).toBeVisible();
      await page.waitForLoadState("networkidle");
      await shot(page, `${device}-${scheme}-dashboard-manager-on-shift`);
    });
  }
}

for (const scheme of ["light", "dark"] as const) {
  test(`the kiosk on a tablet, ${scheme}`, async ({ page, browser }) => {
    test.setTimeout(120_000);
    await signInAs(page, DEMO_EMAILS.admin);
    const stores = (await (
      await page.request.get("/api/rest/v1/stores?select=id&order=name.asc&limit=1")
    ).json()) as Array<{
      id: string;
    }>;
    const storeId = stores[0]?.id ?? "";
    const staff = (await (
      await page.request.get(
        `/api/rest/v1/staff?select=id&eq=store_id.${storeId}&eq1=status.active&order=name.asc&limit=4`,
      )
    ).json()) as Array<{ id: string }>;
    for (const [index, person] of staff.entries()) {
      await page.request.put(`/api/kiosk/staff/${person.id}/pin`, {
        data: { pin: `${scheme === "light" ? 4 : 6}${index}${index}${index}7` },
      });
    }
    const device = (await (
      await page.request.post("/api/kiosk/devices", { data: { store_id: storeId, name: "Front counter" } })
    ).json()) as {
      token: string;
    };
    const tablet = await browser.newContext({ viewport: TABLET, colorScheme: scheme, hasTouch: true });
    await tablet.addInitScript((value) => localStorage.setItem("mantine-color-scheme-value", value), scheme);
    const kiosk = await tablet.newPage();
    await kiosk.goto("/kiosk");
    await kiosk.evaluate((token) => localStorage.setItem("storeops.kiosk-token", token), device.token);
    await kiosk.goto("/kiosk");
    await expect(kiosk.getByTestId("kiosk-person").first()).toBeVisible();
    await kiosk.waitForTimeout(300);
    await kiosk.screenshot({
      path: path.join(OUT, `tablet-${scheme}-kiosk-names.png`),
      fullPage: true,
    });
    await kiosk.getByTestId("kiosk-person").first().click();
    for (const digit of "12")
      await kiosk.getByRole("button", { name: `Digit ${digit}`, exact: true }).click();
    await kiosk.waitForTimeout(300);
    await kiosk.screenshot({
      path: path.join(OUT, `tablet-${scheme}-kiosk-pin.png`),
      fullPage: true,
    });
    await tablet.close();
  });
}
