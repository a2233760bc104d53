import { expect, test } from "@playwright/test";
import { DEMO_EMAILS, signInAs } from "../../e2e/tests/support.ts";
import { lookAt, shot, VIEWPORTS } from "./shots.ts";

// A screenshot generator, not a test (npm run screenshots -w e2e -- documentation.shots): the
// landing page with its hero picture, and the documentation's guides for staff and for the admin
// with one guide open, at 1280×800 and 390×844, light and dark.

for (const [device, viewport] of Object.entries(VIEWPORTS)) {
  for (const scheme of ["light", "dark"] as const) {
    test(`landing and documentation, ${device} ${scheme}`, async ({ page }) => {
      await lookAt(page, viewport, scheme);
      await page.goto("/");
      const hero = page.getByTestId("hero-picture").getByRole("img").filter({ visible: true });
      await hero.scrollIntoViewIfNeeded();
      await expect
        .poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeTruthy();
      await shot(page, `${device}-${scheme}-landing-hero`, false);
      await shot(page, `${device}-${scheme}-landing-full`);

      await signInAs(page, DEMO_EMAILS.staff);
      await page.goto("/documentation");
      await expect(page.getByTestId("doc-card").first()).toBeVisible();
      await shot(page, `${device}-${scheme}-documentation-staff`);

      await page.context().clearCookies();
      await signInAs(page, DEMO_EMAILS.admin);
      await page.goto("/documentation");
      await expect(page.getByTestId("doc-stats")).toBeVisible();
      await shot(page, `${device}-${scheme}-documentation-admin`);
      await page.goto("/documentation?doc=submit-expense");
      await expect(page.getByTestId("doc-view").getByRole("img").first()).toBeVisible();
      await shot(page, `${device}-${scheme}-documentation-guide`, false);
    });
  }
}
