import { expect as baseExpect, test } from "@playwright/test";
import { switchTo } from "./purchases.helpers.ts";
import { DEMO_EMAILS } from "./support.ts";

const expect = baseExpect.configure({ timeout: 30_000 });

// Issue #33 item 5 at 390×844: the schedule adherence report of a demo store's published week
// reads as cards (nothing scrolls sideways), each shift's status in words.
test("on a phone the schedule adherence report reads as cards", async ({ page }) => {
  test.setTimeout(120_000);
  await switchTo(page, DEMO_EMAILS.admin);
  const [store] = (await (
    await page.request.get("/api/rest/v1/stores?select=id&eq=code.DT-CAFE")
  ).json()) as {
    id: string;
  }[];
  // The demo publishes the two whole weeks before its last day: the week of a Monday 10 days back.
  const { date } = await (await page.request.get(`/api/rest/v1/server-date?store_id=${store?.id}`)).json();
  const weekday = new Date(`${date}T12:00:00Z`).getUTCDay() || 7;
  const monday = new Date(Date.parse(`${date}T12:00:00Z`) - (weekday - 1 + 7) * 86_400_000)
    .toISOString()
    .slice(0, 10);
  await page.goto(`/reports?view=adherence&store=${store?.id}&week=${monday}`);
  await expect(page.getByTestId("adherence-period")).toHaveAttribute("data-week", monday);
  await expect(page.getByTestId("ad-week-figures-cards")).toBeVisible();
  await expect(page.getByTestId("ad-days-figures-cards")).toBeVisible();
  await expect(page.getByTestId("ad-days-figures-card")).toHaveCount(7);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(1);
  await page.screenshot({ path: test.info().outputPath("adherence-phone.png"), fullPage: true });
});
