import fs from "node:fs";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { shiftMonth } from "@storeops/domain";
import { serverToday } from "../../e2e/tests/purchases.helpers.ts";
import { DEMO_EMAILS, signInAs } from "../../e2e/tests/support.ts";
import { lookAt, OUT, VIEWPORTS } from "./shots.ts";

// The pictures of the user guides and of the landing page's hero, taken from the demo app so they
// stay true (not a test; npm run screenshots -w e2e):
//   npm run screenshots -w e2e -- --out docs/guides/images guides
// writes docs/guides/images/<guide>-<n>.png (what docs/guides/*.md show), and the hero of the
// landing page, the admin dashboard as WebP at two widths and both themes, into web/public/landing/.
// Staff jobs are pictured on a phone, office jobs at 1280×800; only what the viewport shows.
// Each job is pictured in English (<guide>-<n>.png) and in Spanish (<guide>-<n>-es.png, what the
// Spanish guides *.es.md show): the signed-in person's language is set to Spanish for that run.

const LANGUAGES = ["en", "es"] as const;
type Language = (typeof LANGUAGES)[number];

const HERO_DIR = path.join(import.meta.dirname, "..", "..", "web", "public", "landing");
const HERO_WIDTHS = [640, 960, 1280];

test.describe.configure({ mode: "serial" });

/** Where this run's pictures go: English under their name, Spanish with "-es". */
let suffix = "";

/** What the viewport shows, or its top `height` pixels. */
async function picture(page: Page, name: string, height?: number) {
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(400);
  const size = page.viewportSize();
  await page.screenshot({
    path: path.join(OUT, `${name}${suffix}.png`),
    animations: "disabled",
    ...(height && size
      ? { clip: { x: 0, y: 0, width: size.width, height: Math.min(height, size.height) } }
      : {}),
  });
}

/** Signs in and shows the app in `language` (the person's own setting, put back to English after). */
async function signInIn(page: Page, email: string, language: Language) {
  suffix = language === "en" ? "" : `-${language}`;
  await page.addInitScript((lng) => localStorage.setItem("i18nextLng", lng), language);
  await signInAs(page, email);
  await page.request.put("/api/settings/general", { data: { language } });
  await page.goto("/dashboard");
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

for (const language of LANGUAGES) {
  test(`staff jobs, on a phone (${language})`, async ({ page }) => {
    await lookAt(page, VIEWPORTS.phone, "light");
    await signInIn(page, DEMO_EMAILS.staff, language);

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
    const form = page.getByRole("dialog");
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
    await page.request.put("/api/settings/general", { data: { language: "en" } });
  });

  test(`office jobs, at 1280×800 (${language})`, async ({ page }) => {
    await lookAt(page, VIEWPORTS.desktop, "light");
    await signInIn(page, DEMO_EMAILS.admin, language);

    await page.goto("/expenses?status=pending");
    const expense = page.getByTestId(/^expense-(row|card)$/).first();
    await expect(expense).toBeVisible();
    await picture(page, "approve-1");
    await expense.click();
    await expect(page.getByRole("dialog").getByTestId("approve-button")).toBeVisible();
    await picture(page, "approve-2");
    await page.keyboard.press("Escape");

    // The pay runs of last month (the period that just ended) of two cafés: Capitol Hill's a draft
    // to check and approve, the Downtown Café's approved, its period closed. The English pass
    // creates them, the Spanish one finds them so. One store's run each: every store's run lists
    // "name · store", wider than the screen in Spanish.
    const lastMonth = shiftMonth(await serverToday(page), -1);
    const storeId = async (code: string) => {
      const [store] = (await (await page.request.get(`/api/rest/v1/stores?eq=code.${code}`)).json()) as {
        id: string;
      }[];
      if (!store) throw new Error(`the demo has no store ${code}`);
      return store.id;
    };
    const run = page.getByTestId("payroll-run");
    const payRun = async (code: string, approve: boolean) => {
      await page.goto(`/payroll?run_store=${await storeId(code)}&period=${lastMonth.from}`);
      const done = run.getByTestId(approve ? "payroll-run-closed" : "approve-run");
      await expect(run.getByTestId("create-run").or(done)).toBeVisible();
      if (await run.getByTestId("create-run").isVisible()) {
        await run.getByTestId("create-run").click();
        if (approve) await run.getByTestId("approve-run").click();
        await expect(done).toBeVisible();
        await page.reload(); // without the notices of the steps
      }
      await expect(done).toBeVisible();
      await expect(run.getByTestId("payroll-run-lines-row").first()).toBeVisible();
    };
    await payRun("CH-CAFE", false);
    await picture(page, "run-payroll-1");
    await payRun("DT-CAFE", true);
    await picture(page, "run-payroll-2");
    // An advance with its repayment plan: Record Withdrawal for one of the café's employees.
    await page.getByTestId("payroll-employee").click();
    await page
      .getByRole("option", { name: /Downtown Café$/ })
      .first()
      .click();
    await expect(page.getByTestId("balance-value")).toBeVisible();
    await page.getByTestId("record-withdrawal").click();
    await page.getByTestId("field-amount").fill("300");
    await page.getByTestId("field-instalment-amount").fill("100");
    await picture(page, "run-payroll-3");
    await page.keyboard.press("Escape");

    // The Downtown Café's month-end pack of last month: profit and income, then (a picture cut
    // below the expenses) budget against actual, the bills, purchases by status and expenses.
    const cafe = await storeId("DT-CAFE");
    const month = lastMonth.from.slice(0, 7);
    await page.goto(`/reports?view=month-end&month=${month}&store=${cafe}`);
    await expect(page.getByTestId("month-end-period")).toHaveAttribute("data-store", cafe);
    await expect(page.getByTestId("month-end-period")).toHaveAttribute("data-month", month);
    await expect(page.getByTestId("me-budget")).toBeVisible();
    await picture(page, "close-month-1");
    await page.getByTestId("me-budget").evaluate((panel) => {
      window.scrollBy(0, panel.getBoundingClientRect().top - 76);
    });
    const expenses = await page.getByTestId("me-expenses").boundingBox();
    await picture(page, "close-month-2", expenses ? Math.ceil(expenses.y + expenses.height + 16) : undefined);

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
    await page.request.put("/api/settings/general", { data: { language: "en" } });
  });
}

for (const scheme of ["light", "dark"] as const) {
  test(`the landing page's hero, ${scheme}`, async ({ page }) => {
    await lookAt(page, VIEWPORTS.desktop, scheme);
    await signInIn(page, DEMO_EMAILS.admin, "en");
    await page.goto("/dashboard");
    await expect(page.getByTestId("stat-card").first()).toBeVisible();
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(800);
    const png = await page.screenshot({ animations: "disabled" });
    for (const [width, bytes] of await webp(page, png, HERO_WIDTHS))
      fs.writeFileSync(path.join(HERO_DIR, `dashboard-${scheme}-${width}.webp`), bytes);
  });
}
