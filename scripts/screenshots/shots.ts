import path from "node:path";
import type { Page } from "@playwright/test";

/**
 * Where the screenshots go: SHOTS_DIR (run.mjs sets it from `--out`), else `screenshots/` at the
 * repository's root, which git ignores.
 */
export const OUT = path.resolve(
  process.env.SHOTS_DIR ?? path.join(import.meta.dirname, "..", "..", "screenshots"),
);

/** The two widths every screen is looked at: a laptop and a phone. */
export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;

/** Opens the page at a width in a colour scheme (Mantine's stored choice) before it loads. */
export async function lookAt(
  page: Page,
  viewport: { width: number; height: number },
  scheme: "light" | "dark",
) {
  await page.setViewportSize(viewport);
  await page.addInitScript((value) => localStorage.setItem("mantine-color-scheme-value", value), scheme);
}

/** Writes `OUT/<name>.png` once the page has settled (no network for a while, animations done). */
export async function shot(page: Page, name: string, fullPage = true, settleMs = 300) {
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(settleMs);
  await page.screenshot({ path: path.join(OUT, `${name}.png`), fullPage });
}
