/**
 * The schedules' calls (docs/decisions.md, Schedules; docs/api-reference.md) for the week grid,
 * the phone's My shifts, availability and swaps. Shifts themselves are written through the
 * generic front (lib/rest.ts, table `shifts`).
 */
import type {
  SwapAction,
  TAvailability,
  TAvailabilitySave,
  TScheduleApplyTemplates,
  TScheduleCopyWeek,
  TScheduleFilled,
  TScheduleHoliday,
  TScheduleHolidayCreate,
  TScheduleHolidays,
  TScheduleHolidaysQuery,
  TSchedulePublish,
  TSchedulePublished,
  TScheduleTemplates,
  TScheduleTemplatesSave,
  TScheduleWeek,
  TScheduleWeekQuery,
  TShiftSwap,
  TShiftSwapOffer,
  TShiftSwapStep,
  TShiftSwaps,
  TShiftSwapsQuery,
} from "@storeops/domain";
import { apiJson } from "../../lib/api.ts";

/** `?key=value&…` of the values given. */
function search(values: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) if (value) params.set(key, value);
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** GET /api/schedules/week: the store's week with its forecast, warnings and history. */
export const scheduleWeek = (query: TScheduleWeekQuery, signal?: AbortSignal) =>
  apiJson<TScheduleWeek>(`/schedules/week${search(query)}`, { signal });

/** POST /api/schedules/publish. */
export const publishWeek = (body: TSchedulePublish) =>
  apiJson<TSchedulePublished>("/schedules/publish", { method: "POST", body });

/** POST /api/schedules/copy-week. */
export const copyWeek = (body: TScheduleCopyWeek) =>
  apiJson<TScheduleFilled>("/schedules/copy-week", { method: "POST", body });

/** GET /api/schedules/templates. */
export const shiftTemplates = (storeId: string, signal?: AbortSignal) =>
  apiJson<TScheduleTemplates>(`/schedules/templates${search({ store_id: storeId })}`, { signal });

/** PUT /api/schedules/templates: one weekday's lines. */
export const saveShiftTemplates = (body: TScheduleTemplatesSave) =>
  apiJson<TScheduleTemplates>("/schedules/templates", { method: "PUT", body });

/** POST /api/schedules/apply-templates. */
export const applyTemplates = (body: TScheduleApplyTemplates) =>
  apiJson<TScheduleFilled>("/schedules/apply-templates", { method: "POST", body });

/** GET /api/schedules/holidays. */
export const scheduleHolidays = (query: TScheduleHolidaysQuery, signal?: AbortSignal) =>
  apiJson<TScheduleHolidays>(`/schedules/holidays${search(query)}`, { signal });

/** POST /api/schedules/holidays. */
export const addScheduleHoliday = (body: TScheduleHolidayCreate) =>
  apiJson<TScheduleHoliday>("/schedules/holidays", { method: "POST", body });

/** DELETE /api/schedules/holidays/{id}. */
export const removeScheduleHoliday = (id: string) =>
  apiJson<TScheduleHoliday>(`/schedules/holidays/${encodeURIComponent(id)}`, { method: "DELETE" });

/** GET /api/schedules/availability: staff their own (no store); the others a store's employees. */
export const availability = (storeId?: string, signal?: AbortSignal) =>
  apiJson<TAvailability>(`/schedules/availability${search({ store_id: storeId })}`, { signal });

/** PUT /api/schedules/availability. */
export const saveAvailability = (body: TAvailabilitySave) =>
  apiJson<TAvailability>("/schedules/availability", { method: "PUT", body });

/** POST /api/shifts/{id}/swap: offer one's own published shift. */
export const offerShift = (shiftId: string, body: TShiftSwapOffer = {}) =>
  apiJson<TShiftSwap>(`/shifts/${encodeURIComponent(shiftId)}/swap`, { method: "POST", body });

/** GET /api/shift-swaps. */
export const shiftSwaps = (query: TShiftSwapsQuery = {}, signal?: AbortSignal) =>
  apiJson<TShiftSwaps>(`/shift-swaps${search(query)}`, { signal });

/** POST /api/shift-swaps/{id}/{accept|approve|decline|cancel}; a reason with decline. */
export const takeSwapStep = (id: string, action: SwapAction, body: TShiftSwapStep = {}) =>
  apiJson<TShiftSwap>(`/shift-swaps/${encodeURIComponent(id)}/${action}`, { method: "POST", body });
