import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/**
 * Waits until no finite animation or transition is running (a modal fading in, say): axe judges
 * colours as they are painted, and a half-faded button's text fails contrast that the settled
 * button passes. Endless animations (loaders) are not waited for.
 */
async function settled(page: Page) {
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (animation) =>
              animation.playState !== "running" ||
              animation.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY,
          ),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
}

/**
 * Serious and critical axe findings on the page as it settles. With `nameMismatch` (the default),
 * axe's label-content-name-mismatch (WCAG 2.5.3, shipped disabled as experimental) is on too: a
 * control's accessible name must contain its visible text.
 */
export async function seriousViolations(page: Page, { nameMismatch = true } = {}) {
  await settled(page);
  const builder = new AxeBuilder({ page });
  if (nameMismatch) builder.options({ rules: { "label-content-name-mismatch": { enabled: true } } });
  const results = await builder.analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => n.target.join(" ")).slice(0, 5) }));
}
