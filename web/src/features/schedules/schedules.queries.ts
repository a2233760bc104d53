/** The schedules screens' queries (TanStack Query) over schedules.api.ts. */
import type { TServerDate } from "@storeops/domain";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "../../lib/api.ts";
import { availability, scheduleWeek, shiftSwaps } from "./schedules.api.ts";

/** Today and now on the store's clock (GET /api/rest/v1/server-date?store_id): never the machine's date. */
export function useStoreDate(storeId: string) {
  return useQuery({
    queryKey: ["server-date", storeId],
    queryFn: ({ signal }) =>
      apiJson<TServerDate>(
        `/rest/v1/server-date${storeId ? `?store_id=${encodeURIComponent(storeId)}` : ""}`,
        {
          signal,
        },
      ),
    staleTime: 60_000,
  });
}

export function useWeek(storeId: string, weekStart: string) {
  return useQuery({
    queryKey: ["schedules", "week", storeId, weekStart],
    enabled: storeId !== "" && weekStart !== "",
    queryFn: ({ signal }) => scheduleWeek({ store_id: storeId, week_start: weekStart }, signal),
  });
}

export function useSwaps(storeId: string | undefined) {
  return useQuery({
    queryKey: ["schedules", "swaps", storeId ?? null],
    queryFn: ({ signal }) => shiftSwaps(storeId ? { store_id: storeId } : {}, signal),
  });
}

/** Staff: their own record's availability (no store). */
export function useOwnAvailability() {
  return useQuery({
    queryKey: ["schedules", "availability", "own"],
    queryFn: ({ signal }) => availability(undefined, signal),
  });
}

/** After a write: the week, the swaps and the availability read again. */
export function useRefreshSchedules() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ["schedules"] });
}
