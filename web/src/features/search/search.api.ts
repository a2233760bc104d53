import {
  GLOBAL_SEARCH_CAP,
  SEARCH_CATEGORIES,
  type TSearchAnswer,
  type TSearchResult,
} from "@storeops/domain";

export { searchChipsFor } from "@storeops/domain";

import { apiJson } from "../../lib/api.ts";

/** Spec 1 §2.6 category chips, from the domain. */
export const SEARCH_TYPES = SEARCH_CATEGORIES;
export type SearchType = (typeof SEARCH_TYPES)[number];

/** One result of GET /api/search (the domain's answer). */
export type SearchResult = TSearchResult;

/** Spec 1 §2.6: at most 50 results, already limited by the server to what the user may open. */
export const SEARCH_LIMIT = GLOBAL_SEARCH_CAP;

export async function searchRecords(
  q: string,
  type: SearchType,
  signal?: AbortSignal,
): Promise<SearchResult[]> {
  const params = new URLSearchParams({ q, type });
  const body = await apiJson<TSearchAnswer>(`/search?${params.toString()}`, { signal });
  return body.results.slice(0, SEARCH_LIMIT);
}
