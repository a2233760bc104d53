import { expect, test } from "@playwright/test";
import { MSG, optionLabel } from "@storeops/domain";
import { applyByApi, firstOpenPosting, pick } from "./careers.helpers.ts";
import { DEMO_EMAILS, signInAs, text } from "./support.ts";

// The machine may be busy: the admin page's chunk and first calls get more time than one expect.
test.describe.configure({ timeout: 90_000 });
const LOADED = { timeout: 30_000 };

test("the public board filters by job type and location and searches the text", async ({ page }) => {
  await page.goto("/careers");
  const cards = page.getByTestId("posting-card");
  await expect(cards.first()).toBeVisible(LOADED);
  const all = await cards.count();
  await page.getByLabel(text("careers.search")).fill("zzz-no-such-job");
  await expect(page.getByText(MSG.noPositions)).toBeVisible();
  await page.getByLabel(text("careers.search")).fill("");
  await expect(cards).toHaveCount(all);
  await page.getByTestId("careers-type-filter").selectOption("part-time");
  const partTime = await cards.count();
  expect(partTime).toBeGreaterThan(0);
  expect(partTime).toBeLessThan(all);
});

test("the ceo closes a posting and it leaves /careers; reopening brings it back", async ({ page }) => {
  const posting = await firstOpenPosting(page);
  await signInAs(page, DEMO_EMAILS.ceo);
  await page.goto("/careers-admin");
  await expect(page.getByText(text("careersAdmin.stats.total"))).toBeVisible(LOADED);
  const card = page.getByTestId("posting-admin-card").filter({ hasText: posting.job_title }).first();
  await card.getByTestId("posting-toggle").click();
  await expect(card.getByTestId("posting-status")).toHaveText(optionLabel("closed"));
  await page.goto("/careers");
  await expect(page.getByTestId("posting-card").first()).toBeVisible();
  await expect(page.getByRole("heading", { name: posting.job_title, exact: true })).toHaveCount(0);

  await page.goto("/careers-admin");
  await page.getByTestId("status-filter").click();
  await page.getByRole("option", { name: optionLabel("closed"), exact: true }).click();
  const closed = page.getByTestId("posting-admin-card").filter({ hasText: posting.job_title }).first();
  await closed.getByTestId("posting-toggle").click();
  await expect(closed).toBeHidden();
  await page.goto("/careers");
  await expect(page.getByRole("heading", { name: posting.job_title, exact: true })).toBeVisible();
});

test("admin creates a posting with the form's checks, and deletes it after the spec's confirmation", async ({
  page,
}) => {
  await signInAs(page, DEMO_EMAILS.admin);
  await page.goto("/careers-admin");
  await page.getByTestId("new-posting").click(LOADED);
  const form = page.getByRole("dialog", { name: text("careersAdmin.form.newTitle") });
  await form.getByTestId("posting-submit").click();
  await expect(form.getByTestId("posting-problem")).toHaveText(MSG.requiredFields);
  await form.getByLabel(text("careersAdmin.form.title")).fill("Weekend Baker");
  await pick(page, "posting-location", "Downtown Café");
  await form.getByLabel(text("careersAdmin.form.salary")).fill("$19.00 - $23.00 per hour");
  await form.getByLabel(text("careersAdmin.form.description")).fill("Bake bread and pastries before dawn.");
  await form.getByTestId("posting-submit").click();
  await expect(form.getByTestId("posting-problem")).toHaveText(MSG.requirementMissing);
  await expect(
    form.getByRole("button", { name: text("careersAdmin.form.removeRequirement") }),
  ).toBeDisabled();
  await form.getByLabel("Requirement 1").fill("Early mornings");
  await form.getByTestId("posting-submit").click();
  await expect(form).toBeHidden();
  const card = page.getByTestId("posting-admin-card").filter({ hasText: "Weekend Baker" });
  await expect(card).toBeVisible();

  await card.getByTestId("posting-delete").click();
  await expect(page.getByText(MSG.careerDeleteConfirm)).toBeVisible();
  await page.getByTestId("confirm-button").click();
  await expect(card).toHaveCount(0);
});

test("admin opens an application, downloads the résumé and hires the applicant into /staff", async ({
  page,
}) => {
  const posting = await firstOpenPosting(page);
  await applyByApi(page, posting.id, "Marta", "Ilves");
  await signInAs(page, DEMO_EMAILS.admin);
  await page.goto("/careers-admin");
  const card = page.getByTestId("posting-admin-card").filter({ hasText: posting.job_title }).first();
  await expect(card.getByTestId("posting-applications")).toContainText(/Applications \(\d+\)/, LOADED);
  await card.getByTestId("posting-applications").click();
  const pipeline = page.getByRole("dialog", { name: /^Applications: / });
  const application = page.getByTestId("application-card").filter({ hasText: "Marta Ilves" });
  await expect(application).toBeVisible();

  const download = page.waitForEvent("download");
  await application.getByTestId("download-resume").click();
  expect((await download).suggestedFilename()).toBe("Ilves-resume.pdf");

  await application.getByTestId("hire-button").click();
  const hire = page.getByRole("dialog", { name: /^Hire / });
  await pick(page, "hire-store", "Downtown Café");
  await pick(page, "hire-position", "Sales Associate");
  await pick(page, "hire-department", "Sales");
  await hire.getByTestId("hire-submit").click();
  await expect(hire).toBeHidden();
  await expect(application.getByTestId("application-status")).toHaveText("Hired");
  await expect(application.getByTestId("hire-button")).toHaveCount(0);
  await expect(pipeline).toBeVisible();

  await page.goto("/staff?q=Ilves");
  await expect(page.getByText("Marta Ilves").first()).toBeVisible();
});
