import { z } from "zod";
import { SEARCH_CATEGORIES } from "./options.ts";

/** The search categories of spec 1 §2.6 a result can have: every category but "all". */
export const SEARCH_RESULT_TYPES = SEARCH_CATEGORIES.filter(
  (name): name is Exclude<(typeof SEARCH_CATEGORIES)[number], "all"> => name !== "all",
);
export type TSearchResultType = (typeof SEARCH_RESULT_TYPES)[number];

/** GET /api/search query: free text (empty gives no results) and a category. */
export const ZSearchQuery = z.object({
  q: z.string().max(200).default(""),
  type: z.enum(SEARCH_CATEGORIES).default("all"),
});

export const ZSearchResult = z.object({
  type: z.enum(SEARCH_RESULT_TYPES),
  id: z.string(),
  title: z.string(),
  subtitle: z.string(),
  route: z.string().describe("the SPA route that opens the record"),
});
export type TSearchResult = z.infer<typeof ZSearchResult>;

/** GET /api/search answer: at most GLOBAL_SEARCH_CAP results. */
export const ZSearchAnswer = z.object({ results: z.array(ZSearchResult) });
export type TSearchAnswer = z.infer<typeof ZSearchAnswer>;
