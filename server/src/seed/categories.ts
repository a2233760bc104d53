import type { Row } from "../db/database.ts";
import { DEMO_INDUSTRY_CATEGORIES } from "../db/migrations/024_categories.ts";
import { INDUSTRIES } from "./catalog.ts";
import type { SeedContext } from "./context.ts";
import { uuidFromKey } from "./random.ts";
import { instantAt } from "./time.ts";

/**
 * The demo industries' own expense categories (the ones for every industry come with migration
 * 024, which runs before the industries exist), set up with the industries.
 */
export function categoryRows(ctx: SeedContext): Row[] {
  return INDUSTRIES.flatMap((industry, index) => {
    const at = instantAt(ctx.setupDate, 15 * 60 + index * 4 + 1, "UTC");
    return (DEMO_INDUSTRY_CATEGORIES[industry.code] ?? []).map((name) => ({
      id: uuidFromKey(`category:${industry.key}:${name}`),
      created_at: at,
      updated_at: at,
      name,
      kind: "expense",
      industry_id: ctx.industryIds[industry.key],
      active: 1,
      sort_order: 0,
    }));
  });
}
