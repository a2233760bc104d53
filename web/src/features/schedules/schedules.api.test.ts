import { describe, expect, it, vi } from "vitest";
import {
  addScheduleHoliday,
  applyTemplates,
  availability,
  copyWeek,
  offerShift,
  publishWeek,
  removeScheduleHoliday,
  saveAvailability,
  saveShiftTemplates,
  scheduleHolidays,
  scheduleWeek,
  shiftSwaps,
  shiftTemplates,
  takeSwapStep,
} from "./schedules.api.ts";

/** Each call's method, path and body, answered `{}`. */
function recordCalls() {
  const calls: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      calls.push(`${init?.method ?? "GET"} ${String(input)}${init?.body ? ` ${String(init.body)}` : ""}`);
      return new Response("{}", { status: 200, headers: { "Content-Type": "application/json" } });
    }),
  );
  return calls;
}

describe("the schedules' calls", () => {
  it("reach the routes of docs/api-reference.md with their bodies", async () => {
    const calls = recordCalls();
    const week = { store_id: "s1", week_start: "2026-03-09" };
    await scheduleWeek(week);
    await publishWeek(week);
    await copyWeek({ store_id: "s1", from_week_start: "2026-03-02", to_week_start: "2026-03-09" });
    await shiftTemplates("s1");
    await saveShiftTemplates({ store_id: "s1", weekday: 1, lines: [] });
    await applyTemplates({ ...week, weekdays: [1] });
    await scheduleHolidays({ store_id: "s1", from: "2026-03-01" });
    await addScheduleHoliday({ store_id: "s1", date: "2026-12-25", name: "Christmas" });
    await removeScheduleHoliday("h1");
    await availability();
    await saveAvailability({ days: [{ weekday: 7, available: false }] });
    await offerShift("sh1");
    await shiftSwaps({ status: "offered" });
    await takeSwapStep("w1", "decline", { reason: "Exams" });
    vi.unstubAllGlobals();
    expect(calls).toEqual([
      "GET /api/schedules/week?store_id=s1&week_start=2026-03-09",
      'POST /api/schedules/publish {"store_id":"s1","week_start":"2026-03-09"}',
      'POST /api/schedules/copy-week {"store_id":"s1","from_week_start":"2026-03-02","to_week_start":"2026-03-09"}',
      "GET /api/schedules/templates?store_id=s1",
      'PUT /api/schedules/templates {"store_id":"s1","weekday":1,"lines":[]}',
      'POST /api/schedules/apply-templates {"store_id":"s1","week_start":"2026-03-09","weekdays":[1]}',
      "GET /api/schedules/holidays?store_id=s1&from=2026-03-01",
      'POST /api/schedules/holidays {"store_id":"s1","date":"2026-12-25","name":"Christmas"}',
      "DELETE /api/schedules/holidays/h1",
      "GET /api/schedules/availability",
      'PUT /api/schedules/availability {"days":[{"weekday":7,"available":false}]}',
      "POST /api/shifts/sh1/swap {}",
      "GET /api/shift-swaps?status=offered",
      'POST /api/shift-swaps/w1/decline {"reason":"Exams"}',
    ]);
  });
});
