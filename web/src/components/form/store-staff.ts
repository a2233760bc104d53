import { API_MAX_LIMIT, type RowOf } from "@storeops/domain";
import { useQuery } from "@tanstack/react-query";
import { apiJson } from "../../lib/api.ts";

const STAFF_OPTION_COLUMNS = ["id", "name", "position", "employment_type", "store_id", "status"] as const;
/** A staff member to pick in a form (the domain's row, the columns it selects). */
export type StaffOption = Pick<RowOf<"staff">, (typeof STAFF_OPTION_COLUMNS)[number]>;

/** The staff of one store, by name, to pick one (a time entry, a clock-in, a kiosk PIN). */
export function useStoreStaff(storeId: string) {
  return useQuery({
    queryKey: ["rest", "staff", "of-store", storeId],
    queryFn: ({ signal }) =>
      apiJson<StaffOption[]>(
        `/rest/v1/staff?select=${STAFF_OPTION_COLUMNS.join(",")}&eq=store_id.${encodeURIComponent(storeId)}&order=name.asc&limit=${API_MAX_LIMIT}`,
        { signal },
      ),
    enabled: storeId !== "",
  });
}
