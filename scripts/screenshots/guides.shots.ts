import fs from "node:fs";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { DEMO_EMAILS, signInAs } from "../../e2e/tests/support.ts";
import { lookAt, OUT, VIEWPORTS } from "./shots.ts";

// The pictures of the user guides and of the landing page's hero, taken from the demo app so they
// stay true (not a test; npm run screenshots -w e2e):
//   npm run screenshots -w e2e -- --out docs/guides/images guides
// writes docs/guides/images/<guide>-<n>.png (what docs/guides/*.md show), and the hero of the
// landing page, the admin dashboard as WebP at two widths and both themes, into web/public/landing/.
// Staff jobs are pictured on a phone, office jobs at 1280×800; only what the viewport shows.

const HERO_DIR = path.join(import.meta.dirname, "..", "..", "web", "public", "landing");
const HERO_WIDTHS = [640, 960, 1280];

test.describe.configure({ mode: "serial" });

async function picture(page: Page, name: string) {
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(400);
  await page.screenshot({ path: path.join(OUT, `${name}.png`), animations: "disabled" });
}

/** The page as WebP (Chromium's encoder on a canvas), at its width and half of it. */
async function webp(page: Page, png: Buffer, widths: number[]): Promise<Map<number, Buffer>> {
  const encoded = await page.evaluate(
    async ({ base64, widths }) => {
      const image = new Image();
      image.src = `data:image/png;base64,${base64}`;
      await image.decode();
      return widths.map((width) => {
        const canvas = document.createElement("canvas");
        canvas.width = width;
        canvas.height = Math.round((image.height * width) / image.width);
        const context = canvas.getContext("2d");
        if (!context) throw new Error("no 2d canvas");
        context.imageSmoothingQuality = "high";
        context.drawImage(image, 0, 0, canvas.width, canvas.height);
        return canvas.toDataURL("image/webp", 0.72).split(",")[1] ?? "";
      });
    },
    { base64: png.toString("base64"), widths },
  );
  return new Map(widths.map((width, index) => [width, Buffer.from(encoded[index] ?? "", "base64")]));
}

test.beforeAll(() => {
  fs.mkdirSync(OUT, { recursive: true });
  fs.mkdirSync(HERO_DIR, { recursive: true });
});

test("staff jobs, on a phone", async ({ page }) => {
  await lookAt(page, VIEWPORTS.phone, "light");
  await signInAs(page, DEMO_EMAILS.staff);

  await page.goto("/daily-income");
  await expect(page.getByTestId(/^daily-income-(row|card)$/).first()).toBeVisible();
  await picture(page, "record-takings-1");
  await page.getByTestId("new-daily-income").click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await picture(page, "record-takings-2");
  await page.keyboard.press("Escape");

  await page.goto("/expenses");
  await expect(page.getByTestId(/^expense-(row|card)$/).first()).toBeVisible();
  await page.getByTestId("new-expense").click();
  await expect(page.getByTestId("field-amount")).toBeVisible();
  await picture(page, "submit-expense-1");
  await page.keyboard.press("Escape");
  await page.goto("/expenses?status=pending");
  await expect(page.getByTestId(/^expense-(row|card)$/).first()).toBeVisible();
  await picture(page, "submit-expense-2");

  await page.goto("/time-attendance");
  await expect(page.getByTestId("clock-panel")).toBeVisible();
  await picture(page, "clock-in-1");

  // The count of a day of the demo's takings (the demo counts only the last two weeks).
  await page.goto("/cash-ups");
  await page.getByTestId("new-cash-ups").click();
  const form = page.getByRole("dialog", { name: "Count the Drawer" });
  const { date } = (await (await page.request.get("/api/rest/v1/server-date")).json()) as { date: string };
  const day = new Date(`${date}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() - 40);
  await form.getByTestId("field-business-date").fill(day.toISOString().slice(0, 10));
  await form.getByTestId("field-opening-float").fill("150");
  await expect(form.getByTestId("term-cashTakings")).not.toHaveText("$0.00");
  for (const [cents, count] of [
    ["10000", 3],
    ["2000", 6],
    ["500", 4],
    ["100", 7],
    ["25", 8],
  ] as const)
    await form.getByTestId(`count-${cents}`).fill(String(count));
  await picture(page, "count-drawer-1");
  await form.getByTestId("cash-up-terms").scrollIntoViewIfNeeded();
  await picture(page, "count-drawer-2");
  await page.keyboard.press("Escape");
});

test("office jobs, at 1280×800", async ({ page }) => {
  await lookAt(page, VIEWPORTS.desktop, "light");
  await signInAs(page, DEMO_EMAILS.admin);

  await page.goto("/expenses?status=pending");
  const expense = page.getByTestId(/^expense-(row|card)$/).first();
  await expect(expense).toBeVisible();
  await picture(page, "approve-1");
  await expense.click();
  await expect(page.getByRole("dialog").getByTestId("approve-button")).toBeVisible();
  await picture(page, "approve-2");
  await page.keyboard.press("Escape");

  await page.goto("/payroll");
  await page.getByTestId("payroll-employee").click();
  await page.getByRole("option").first().click();
  await expect(page.getByTestId("balance-value")).toBeVisible();
  await picture(page, "run-payroll-1");
  await page.getByTestId("record-withdrawal").click();
  await expect(page.getByTestId("field-amount")).toBeVisible();
  await picture(page, "run-payroll-2");
  await page.keyboard.press("Escape");

  await page.goto("/reports");
  await page.getByTestId("generate-report").click();
  await expect(page.getByTestId("report-cards")).toBeVisible();
  await picture(page, "close-month-1");

  await page.goto("/stores");
  await page.getByTestId("new-store").click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await picture(page, "add-store-1");
  await page.keyboard.press("Escape");

  await page.goto("/users");
  await page.getByTestId("add-user").click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await picture(page, "add-user-1");
  await page.keyboard.press("Escape");

  await page.goto("/careers-admin");
  await page.getByTestId("new-posting").click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await picture(page, "post-job-1");
});

for (const scheme of ["light", "dark"] as const) {
  test(`the landing page's hero, ${scheme}`, async ({ page }) => {
    await lookAt(page, VIEWPORTS.desktop, scheme);
    await signInAs(page, DEMO_EMAILS.admin);
    await page.goto("/dashboard");
    await expect(page.getByTestId("stat-card").first()).toBeVisible();
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(800);
    const png = await page.screenshot({ animations: "disabled" });
    for (const [width, bytes] of await webp(page, png, HERO_WIDTHS))
      fs.writeFileSync(path.join(HERO_DIR, `dashboard-${scheme}-${width}.webp`), bytes);
  });
}
