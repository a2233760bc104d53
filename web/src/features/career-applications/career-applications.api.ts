import type { RecordAction, RowOf, TApplicationCount, TCareerHire } from "@storeops/domain";
import { API_MAX_LIMIT } from "@storeops/domain";
import { useQuery } from "@tanstack/react-query";
import { apiJson } from "../../lib/api.ts";
import { listRows } from "../../lib/rest.ts";

/** A posting as career administration reads it: the careers row and what this user may do to it. */
export type Posting = RowOf<"careers"> & { allowed_actions: RecordAction[] };

/** An application as career administration reads it: the row, its resume's name, what this user may do. */
export type Application = Omit<RowOf<"career_applications">, "resume"> & {
  resume: { original_name?: string } | null;
  allowed_actions: RecordAction[];
};

/** Every posting (the table is small: stat cards and filters work on the whole list). */
export const POSTINGS_KEY = ["careers-admin", "postings"] as const;
export const COUNTS_KEY = ["careers-admin", "counts"] as const;
export const APPLICATIONS_KEY = ["careers-admin", "applications"] as const;

export function usePostings() {
  return useQuery({
    queryKey: POSTINGS_KEY,
    queryFn: async ({ signal }) =>
      (await listRows<Posting>("careers", { order: "posted_date.desc", limit: API_MAX_LIMIT }, signal)).rows,
  });
}

export function useApplicationCounts() {
  return useQuery({
    queryKey: COUNTS_KEY,
    queryFn: ({ signal }) => apiJson<TApplicationCount[]>("/careers/application-counts", { signal }),
  });
}

/** The applications of one posting, or all of them, newest first. */
export function useApplications(careerId: string | null, enabled: boolean) {
  return useQuery({
    enabled,
    queryKey: [...APPLICATIONS_KEY, careerId ?? "all"],
    queryFn: async ({ signal }) =>
      (
        await listRows<Application>(
          "career_applications",
          { order: "applied_at.desc", limit: 500, ...(careerId ? { eq: { career_id: careerId } } : {}) },
          signal,
        )
      ).rows,
  });
}

export function resumeHref(id: string): string {
  return `/api/career-applications/${encodeURIComponent(id)}/resume`;
}

export function hireApplicant(id: string, body: TCareerHire): Promise<{ id: string; name: string }> {
  return apiJson(`/career-applications/${encodeURIComponent(id)}/hire`, { method: "POST", body });
}
