import path from "node:path";

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
