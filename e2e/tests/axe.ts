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
export async function seriousViolations(
  page: Page,
  { nameMismatch = true, rules }: { nameMismatch?: boolean; rules?: readonly string[] } = {},
) {
  await settled(page);
  // Only violations are reported in detail: the passes' node lists, which the test never reads,
  // doubled axe's time on a long list.
  const builder = new AxeBuilder({ page }).options({
    resultTypes: ["violations"],
    ...(nameMismatch && !rules ? { rules: { "label-content-name-mismatch": { enabled: true } } } : {}),
  });
  if (rules) builder.withRules([...rules]);
  const results = await builder.analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => n.target.join(" ")).slice(0, 5) }));
}

const SCHEME_KEY = "mantine-color-scheme-value";
type Scheme = "light" | "dark";

/** Every page the test opens starts in the light theme (stored before the app reads it). */
export async function startInLight(page: Page) {
  await page.addInitScript((key) => localStorage.setItem(key, "light"), SCHEME_KEY);
}

/**
 * Switches the open page's theme without reloading it: the stored choice changes and the storage
 * event Mantine's colour scheme manager listens to (another tab's change) tells the app, which
 * re-renders in that theme as after the user's own toggle.
 */
export async function switchScheme(page: Page, scheme: Scheme) {
  await page.evaluate(
    ({ key, value }) => {
      const old = localStorage.getItem(key);
      localStorage.setItem(key, value);
      window.dispatchEvent(
        new StorageEvent("storage", { key, oldValue: old, newValue: value, storageArea: localStorage }),
      );
    },
    { key: SCHEME_KEY, value: scheme },
  );
  await page.locator(`html[data-mantine-color-scheme="${scheme}"]`).waitFor({ state: "attached" });
}

/**
 * The rules whose outcome a theme can change: a theme changes colours, never the page's elements,
 * names or roles, so the other rules' findings in dark are those in light.
 */
const COLOUR_RULES = ["color-contrast", "link-in-text-block"] as const;

/**
 * Serious and critical findings of the page as it stands, in the light theme (every rule) and then,
 * switched in place, in the dark one (the colour rules), named by theme: `{light: [...], dark: [...]}`.
 */
export async function violationsInBothSchemes(page: Page, options?: { nameMismatch?: boolean }) {
  await switchScheme(page, "light");
  const light = await seriousViolations(page, options);
  await switchScheme(page, "dark");
  const dark = await seriousViolations(page, { rules: COLOUR_RULES });
  return { light, dark };
}
