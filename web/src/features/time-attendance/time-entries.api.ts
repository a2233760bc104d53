import { MSG } from "@storeops/domain";
import { useQuery } from "@tanstack/react-query";
import { apiJson } from "../../lib/api.ts";
import { createRow, listRows, updateRow } from "../../lib/rest.ts";

export interface TimeEntry {
  id: string;
  employee_id: string;
  employee_name: string | null;
  store_id: string;
  store_name: string | null;
  work_date: string;
  clock_in_time: string;
  clock_out_time: string | null;
  total_hours: number | null;
  break_hours: number | null;
  status: string;
  notes: string | null;
  created_at: string;
  allowed_actions?: string[];
}

export interface StaffOption {
  id: string;
  name: string;
  position: string | null;
  employment_type: string | null;
  store_id: string;
  store_name?: string | null;
  status?: string;
}

/** The caller's open entry (staff see only their own), if any. */
export function useOpenEntry(enabled: boolean) {
  return useQuery({
    queryKey: ["rest", "employee_time_entries", "open"],
    queryFn: async ({ signal }) => {
      const params = new URLSearchParams({ is: "clock_out_time.null", order: "work_date.desc", limit: "1" });
      const { rows } = await listRows<TimeEntry>("employee_time_entries", params, signal);
      return rows[0] ?? null;
    },
    enabled,
  });
}

/** The staff member's own staff record in the current store (staff read only their own). */
export function useOwnStaffRecord(enabled: boolean) {
  return useQuery({
    queryKey: ["rest", "staff", "own"],
    queryFn: async ({ signal }) => {
      const { rows } = await listRows<StaffOption>(
        "staff",
        { select: ["id", "name", "store_id"], limit: 1 },
        signal,
      );
      return rows[0] ?? null;
    },
    enabled,
  });
}

/** How many entries a tab holds (its label's count). */
export function useEntryCount(key: string, params: URLSearchParams) {
  return useQuery({
    queryKey: ["rest", "employee_time_entries", "count", key, params.toString()],
    queryFn: async ({ signal }) => {
      const query = new URLSearchParams(params);
      query.set("select", "id");
      query.set("limit", "1");
      query.set("count", "exact");
      return (await listRows("employee_time_entries", query, signal)).total ?? 0;
    },
  });
}

/** Staff of one store for the manual entry form. */
export function useStoreStaff(storeId: string) {
  return useQuery({
    queryKey: ["rest", "staff", "of-store", storeId],
    queryFn: ({ signal }) =>
      apiJson<StaffOption[]>(
        `/rest/v1/staff?select=id,name,position,employment_type,store_id&eq=store_id.${encodeURIComponent(storeId)}&order=name.asc&limit=1000`,
        { signal },
      ),
    enabled: storeId !== "",
  });
}

/** A quick clock-in: the server stamps the store's date and time. */
export function clockIn(): Promise<TimeEntry> {
  const now = new Date();
  const hhmm = `${String(now.getHours()).padStart(2, "0")}:${String(now.getMinutes()).padStart(2, "0")}`;
  return createRow<TimeEntry>("employee_time_entries", {
    work_date: now.toISOString().slice(0, 10),
    clock_in_time: hhmm,
    notes: MSG.quickClockInNote,
  });
}

/** Clock out of an open entry; for staff the server stamps its own time. */
export function clockOut(entry: TimeEntry): Promise<TimeEntry> {
  const now = new Date();
  const hhmm = `${String(now.getHours()).padStart(2, "0")}:${String(now.getMinutes()).padStart(2, "0")}`;
  return updateRow<TimeEntry>("employee_time_entries", entry.id, {
    clock_out_time: hhmm,
    status: "recorded",
  });
}
