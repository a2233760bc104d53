import { expect, test } from "@playwright/test";
import { MSG } from "@storeops/domain";
import { PDF } from "./careers.helpers.ts";
import { text } from "./support.ts";

test("a visitor finds a position and applies with a résumé at 390×844", async ({ page }) => {
  await page.goto("/careers");
  await expect(page).toHaveTitle(/Careers/);
  const cards = page.getByTestId("posting-card");
  await expect(cards.first()).toBeVisible();
  await expect(page.getByText(MSG.noPositions)).toHaveCount(0);
  const title = (await cards.first().getByRole("heading").textContent()) ?? "";

  // View Details shows the requirements; Apply Now opens the form full screen.
  await cards
    .first()
    .getByRole("button", { name: text("careers.viewDetails") })
    .click();
  await expect(cards.first().getByText(text("careers.requirements"))).toBeVisible();
  await cards.first().getByTestId("apply-now").click();
  const modal = page.getByRole("dialog");
  await expect(modal).toBeVisible();
  await expect(modal.getByText(title)).toBeVisible();

  // The spec's checks, in its order.
  await modal.getByTestId("apply-submit").click();
  await expect(modal.getByTestId("apply-problem")).toHaveText(MSG.agreeToTerms);
  await modal.getByTestId("apply-terms").check();
  await modal.getByTestId("apply-submit").click();
  await expect(modal.getByTestId("apply-problem")).toHaveText(MSG.requiredFields);

  await modal.getByLabel(text("careers.apply.firstName")).fill("Lena");
  await modal.getByLabel(text("careers.apply.lastName")).fill("Okafor");
  await modal.getByLabel(text("careers.apply.email")).fill("lena.okafor@example.net");
  await modal.getByLabel(text("careers.apply.phone")).fill("(206) 555-0199");
  await modal.locator('input[type="file"]').setInputFiles({
    name: "Lena Okafor.pdf",
    mimeType: "application/pdf",
    buffer: PDF,
  });
  const letter = modal.getByLabel(text("careers.apply.coverLetter"));
  await letter.fill("x".repeat(520));
  await expect(letter).toHaveValue("x".repeat(500));
  await expect(modal.getByText("500/500 characters")).toBeVisible();
  await letter.fill("I love mornings and great coffee.");
  await modal.getByTestId("apply-submit").click();

  const toast = page.getByTestId("careers-toast");
  await expect(toast).toHaveText(MSG.applySuccess);
  await expect(modal).toBeHidden();
  await expect(toast).toBeHidden({ timeout: 6000 });

  // Opened again, the form is empty.
  await cards.first().getByTestId("apply-now").click();
  await expect(page.getByRole("dialog").getByLabel(text("careers.apply.firstName"))).toHaveValue("");
});
