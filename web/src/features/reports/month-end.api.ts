import type { TMonthEndPack, ZMonthEndQuery } from "@storeops/domain";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { apiJson } from "../../lib/api.ts";

/** The pack the screen shows: a month (YYYY-MM) and a store ("" = all the person's stores). */
export type MonthEndRequest = Required<z.input<typeof ZMonthEndQuery>>;

function params(request: MonthEndRequest): URLSearchParams {
  const search = new URLSearchParams({ month: request.month });
  if (request.store_id) search.set("store_id", request.store_id);
  return search;
}

/** GET /api/reports/month-end. */
export function useMonthEnd(request: MonthEndRequest) {
  return useQuery({
    queryKey: ["reports", "month-end", request.month, request.store_id],
    enabled: /^\d{4}-\d{2}$/.test(request.month),
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      apiJson<TMonthEndPack>(`/reports/month-end?${params(request).toString()}`, { signal }),
  });
}

/** GET /api/reports/month-end/export: the browser downloads it (the server names the file). */
export function monthEndExportHref(request: MonthEndRequest, format: "pdf" | "json"): string {
  const search = params(request);
  search.set("format", format);
  return `/api/reports/month-end/export?${search.toString()}`;
}

/** The `count` months up to `today`'s, newest first (YYYY-MM). */
export function recentMonths(today: string, count: number): string[] {
  const index = Number(today.slice(0, 4)) * 12 + Number(today.slice(5, 7)) - 1;
  return Array.from({ length: count }, (_, back) => {
    const month = index - back;
    return `${Math.floor(month / 12)}-${String((month % 12) + 1).padStart(2, "0")}`;
  });
}
