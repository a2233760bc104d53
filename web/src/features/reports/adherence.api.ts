import { addDays, isoWeekday, type TScheduleAdherence, type ZAdherenceQuery } from "@storeops/domain";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { apiJson } from "../../lib/api.ts";

/** The week the report shows: a store and the week's first day (YYYY-MM-DD). */
export type AdherenceRequest = z.input<typeof ZAdherenceQuery>;

/** GET /api/reports/schedule-adherence. */
export function useAdherence(request: AdherenceRequest) {
  return useQuery({
    queryKey: ["reports", "schedule-adherence", request.store_id, request.week_start],
    enabled: request.store_id !== "" && /^\d{4}-\d{2}-\d{2}$/.test(request.week_start),
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      apiJson<TScheduleAdherence>(
        `/reports/schedule-adherence?${new URLSearchParams({ ...request }).toString()}`,
        { signal },
      ),
  });
}

/** The Monday of `today`'s week and the `count` − 1 Mondays before it, newest first (the schedule's weeks). */
export function recentMondays(today: string, count: number): string[] {
  const monday = addDays(today, 1 - isoWeekday(today));
  return Array.from({ length: count }, (_, back) => addDays(monday, -7 * back));
}
