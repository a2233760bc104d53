import {
  MSG,
  type RowOf,
  type TEntryBreak,
  type TOnShift,
  type TOnShiftPerson,
  type TServerDate,
} from "@storeops/domain";
import { useQuery } from "@tanstack/react-query";
import { apiJson } from "../../lib/api.ts";
import { sendOrQueue } from "../../lib/offline/queue.ts";
import { itemBase, newKey } from "../../lib/offline/queue-items.ts";
import { serverNow } from "../../lib/offline/server-clock.ts";
import { listRows, updateRow } from "../../lib/rest.ts";

/** A time entry as the time screens read it (the domain's row). */
export type TimeEntry = RowOf<"employee_time_entries">;

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
      const { rows } = await listRows<Pick<RowOf<"staff">, "id" | "name" | "store_id">>(
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

/**
 * A quick clock-in: the server stamps the store's date and time, or, for one that waited on this
 * device without a connection, the time it was made (`occurred_at`, by the server's clock as last
 * seen; docs/decisions.md, Time entries: late punches). Answers whether it was sent or queued.
 */
export async function clockIn(userId: string): Promise<"sent" | "queued"> {
  const now = new Date();
  const hhmm = `${String(now.getHours()).padStart(2, "0")}:${String(now.getMinutes()).padStart(2, "0")}`;
  const outcome = await sendOrQueue({
    ...itemBase(`user:${userId}`),
    kind: "clock_in",
    key: newKey(),
    payload: {
      work_date: now.toISOString().slice(0, 10),
      clock_in_time: hhmm,
      notes: MSG.quickClockInNote,
      occurred_at: serverNow().toISOString(),
    },
  });
  return outcome.queued ? "queued" : "sent";
}

/** GET /api/rest/v1/server-date?store_id=: the store's date and HH:MM clock, by the server's time. */
export function fetchStoreNow(storeId: string | null, signal?: AbortSignal): Promise<TServerDate> {
  // An entry without a store (its store deleted) reads the current store's clock.
  const query = storeId === null ? "" : `?store_id=${encodeURIComponent(storeId)}`;
  return apiJson<TServerDate>(`/rest/v1/server-date${query}`, { signal });
}

/** The chosen store's today (its time zone, the server's clock), for the manual entry's date rule. */
export function useStoreToday(storeId: string) {
  return useQuery({
    queryKey: ["server-date", "store", storeId],
    queryFn: async ({ signal }) => (await fetchStoreNow(storeId, signal)).date,
    enabled: storeId !== "",
    staleTime: 60_000,
  });
}

/**
 * Clock out of an open entry at the store's time now, asked of the server (never the browser's
 * clock, which may be wrong or in another zone); for staff the server stamps its own time anyway.
 * Status "recorded" names the act: a second Clock Out of the same entry is a 409.
 */
export async function clockOut(entry: Pick<TimeEntry, "id" | "store_id">): Promise<TimeEntry> {
  const now = await fetchStoreNow(entry.store_id);
  return updateRow<TimeEntry>("employee_time_entries", entry.id, {
    clock_out_time: now.local_time,
    status: "recorded",
  });
}

/** Someone clocked in now, as the on-shift board shows them (the domain's answer). */
export type OnShiftPerson = TOnShiftPerson;
/** One break of an entry (the domain's answer). */
export type EntryBreak = TEntryBreak;

/** The on-shift board's query key: every write that clocks or breaks refreshes it. */
export const ON_SHIFT_KEY = ["time", "on-shift"] as const;

/**
 * Who is clocked in now (GET /api/time/on-shift), in one store or every store the caller reaches;
 * kept fresh every minute while the screen is open (the durations move on).
 */
export function useOnShift(storeId?: string | null, enabled = true) {
  return useQuery({
    queryKey: [...ON_SHIFT_KEY, storeId ?? "all"],
    queryFn: ({ signal }) =>
      apiJson<TOnShift>(`/time/on-shift${storeId ? `?store_id=${encodeURIComponent(storeId)}` : ""}`, {
        signal,
      }),
    refetchInterval: 60_000,
    enabled,
  });
}

/** The breaks of one entry, for its details. */
export function useEntryBreaks(entryId: string | null) {
  return useQuery({
    queryKey: ["rest", "employee_time_entries", "breaks", entryId],
    queryFn: ({ signal }) =>
      apiJson<EntryBreak[]>(`/time/entries/${encodeURIComponent(entryId ?? "")}/breaks`, { signal }),
    enabled: entryId !== null,
  });
}

/** A manager's or admin's live clock-in of an employee: the server stamps the store's time. */
export function clockInEmployee(employeeId: string, storeId: string): Promise<TimeEntry> {
  return apiJson<TimeEntry>("/time/clock-in", {
    method: "POST",
    body: { employee_id: employeeId, store_id: storeId },
  });
}

/** Start Break now, for oneself (no employee) or, as a manager, for an employee on shift. */
export function startBreak(options: { employeeId?: string; paid?: boolean } = {}): Promise<EntryBreak> {
  return apiJson<EntryBreak>("/time/break/start", {
    method: "POST",
    body: { ...(options.employeeId ? { employee_id: options.employeeId } : {}), paid: options.paid ?? false },
  });
}

/** End Break now. */
export function endBreak(employeeId?: string): Promise<EntryBreak> {
  return apiJson<EntryBreak>("/time/break/end", {
    method: "POST",
    body: employeeId ? { employee_id: employeeId } : {},
  });
}
