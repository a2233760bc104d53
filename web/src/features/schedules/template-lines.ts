/**
 * The templates editor's lines (docs/decisions.md, Schedules: templates per weekday): a store's
 * templates as editable lines per weekday, and one weekday's lines as the PUT's body.
 */
import type { TScheduleTemplates, TScheduleTemplatesSave } from "@storeops/domain";
import { USUAL_SHIFT } from "./week.ts";

/** One line being edited (`key` tells React which row is which while lines come and go). */
export interface TemplateLine {
  key: string;
  employee_id: string;
  start_time: string;
  end_time: string;
  break_minutes: number;
  position: string;
  notes: string;
}

export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

let made = 0;
const newKey = () => `line-${++made}`;

/** A new line for `employeeId`: the usual day, as the shift form proposes it. */
export function blankLine(employeeId: string, position: string | null): TemplateLine {
  return {
    key: newKey(),
    employee_id: employeeId,
    ...USUAL_SHIFT,
    position: position ?? "",
  };
}

/** The store's templates as lines, by weekday (1 Monday … 7 Sunday), in the server's order. */
export function linesByWeekday(templates: TScheduleTemplates["templates"]): Map<number, TemplateLine[]> {
  const days = new Map<number, TemplateLine[]>(WEEKDAYS.map((day) => [day, []]));
  for (const template of templates)
    days.get(template.weekday)?.push({
      key: template.id,
      employee_id: template.employee_id,
      start_time: template.start_time.slice(0, 5),
      end_time: template.end_time.slice(0, 5),
      break_minutes: template.break_minutes,
      position: template.position ?? "",
      notes: template.notes ?? "",
    });
  return days;
}

/** A weekday's lines as PUT /api/schedules/templates takes them (blank texts: none). */
export function templatesBody(
  storeId: string,
  weekday: number,
  lines: TemplateLine[],
): TScheduleTemplatesSave {
  return {
    store_id: storeId,
    weekday,
    lines: lines.map((line) => ({
      employee_id: line.employee_id,
      start_time: line.start_time,
      end_time: line.end_time,
      break_minutes: line.break_minutes,
      position: line.position.trim() || null,
      notes: line.notes.trim() || null,
    })),
  };
}
