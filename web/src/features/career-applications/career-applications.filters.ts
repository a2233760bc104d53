import type { Posting } from "./career-applications.api.ts";

/** The screen's filters: text over title, department, location and description; Active/Inactive; a location. */
export interface PostingFilters {
  search: string;
  status: "all" | "active" | "inactive";
  location: string;
}

export function filterPostings(postings: readonly Posting[], filters: PostingFilters): Posting[] {
  const needle = filters.search.trim().toLowerCase();
  return postings.filter(
    (posting) =>
      (filters.status === "all" || posting.status === (filters.status === "active" ? "open" : "closed")) &&
      (filters.location === "all" || posting.location === filters.location) &&
      (needle === "" ||
        [posting.job_title, posting.department, posting.location, posting.description].some((field) =>
          field?.toLowerCase().includes(needle),
        )),
  );
}

/** Total Postings, Open Positions, Closed Positions, Locations (distinct). */
export function postingStats(postings: readonly Posting[]) {
  const open = postings.filter((posting) => posting.status === "open").length;
  return {
    total: postings.length,
    open,
    closed: postings.length - open,
    locations: new Set(postings.flatMap((posting) => (posting.location ? [posting.location] : []))).size,
  };
}

/** The export of what the screen shows: the same status, location and search, newest first. */
export function exportQuery(filters: PostingFilters): URLSearchParams {
  const params = new URLSearchParams({ order: "posted_date.desc" });
  const eq: string[] = [];
  if (filters.status !== "all") eq.push(`status.${filters.status === "active" ? "open" : "closed"}`);
  if (filters.location !== "all") eq.push(`location.${filters.location}`);
  for (const [index, value] of eq.entries()) params.set(index === 0 ? "eq" : `eq${index}`, value);
  if (filters.search.trim()) params.set("q", filters.search.trim());
  return params;
}
