import { expect, type Page, test } from "@playwright/test";
import { DEMO_EMAILS, signInAs } from "../../e2e/tests/support.ts";
import { lookAt, shot, VIEWPORTS } from "./shots.ts";

// A screenshot generator, not a test (npm run screenshots -w e2e -- spanish): the app in Spanish
// (issue 28 item 2) at 1280×800 and 390×844 — the sign-in page, a store's dashboard, the purchase
// list, Time & Attendance with its clock-in button, the daily income form and Profile — so long
// Spanish words can be checked against buttons, tabs and cards.

/** Shows the app in Spanish before it loads, and saves it as the signed-in user's language. */
async function inSpanish(page: Page) {
  await page.addInitScript(() => localStorage.setItem("i18nextLng", "es"));
}

for (const [device, viewport] of Object.entries(VIEWPORTS)) {
  test(`${device} in Spanish`, async ({ page }) => {
    test.setTimeout(180_000);
    await lookAt(page, viewport, "light");
    await inSpanish(page);
    await page.goto("/login");
    await expect(page.getByRole("heading", { name: "Iniciar sesión" })).toBeVisible();
    await shot(page, `${device}-es-login`);

    for (const [key, email] of [
      ["manager", DEMO_EMAILS.manager],
      ["staff", DEMO_EMAILS.staff],
    ] as const) {
      await page.context().clearCookies();
      await signInAs(page, email);
      await page.request.put("/api/settings/general", { data: { language: "es" } });
      await page.goto("/dashboard");
      await expect(page.getByTestId("stat-card").first()).toBeVisible();
      await shot(page, `${device}-es-dashboard-${key}`);
      await page.goto("/purchases");
      await expect(page.getByRole("heading", { level: 1 })).toContainText("Compras");
      await shot(page, `${device}-es-purchases-${key}`);
    }

    // Staff: clock in, the daily income form, Profile.
    await page.goto("/time-attendance");
    await expect(page.getByRole("heading", { name: "Horas y asistencia" })).toBeVisible();
    await shot(page, `${device}-es-time-staff`);
    await page.goto("/daily-income");
    await page.getByRole("button", { name: "Nuevo ingreso diario" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await shot(page, `${device}-es-daily-income-form`, false);
    await page.keyboard.press("Escape");
    await page.goto("/profile");
    await expect(page.getByRole("heading", { name: "Configuración del perfil" })).toBeVisible();
    await shot(page, `${device}-es-profile`);
  });
}
