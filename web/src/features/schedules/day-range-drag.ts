import { type PointerEvent, useEffect, useState } from "react";

/** Days of one employee's row swept by the mouse, from where it was pressed to where it is now. */
interface DayRange {
  employeeId: string;
  from: string;
  to: string;
}

/** The range's first and last dates (YYYY-MM-DD compare as text), whichever way it was swept. */
const ends = ({ from, to }: DayRange) => (from <= to ? { first: from, last: to } : { first: to, last: from });

/**
 * Drag to create on the week grid (issue #33, item 1): pressed on an empty part of a cell and
 * swept along the employee's row, the days covered are marked; let go on another day, `onRange`
 * gets the first and last. Let go on the same day, nothing happens here and the cell's click
 * opens the form for that day. A mouse only: on touch the press scrolls the page.
 */
export function useDayRangeDrag(onRange: (employeeId: string, first: string, last: string) => void) {
  const [range, setRange] = useState<DayRange | null>(null);
  useEffect(() => {
    if (!range) return;
    const end = () => {
      setRange(null);
      if (range.from === range.to) return;
      const { first, last } = ends(range);
      onRange(range.employeeId, first, last);
    };
    const cancel = () => setRange(null);
    window.addEventListener("pointerup", end);
    window.addEventListener("pointercancel", cancel);
    return () => {
      window.removeEventListener("pointerup", end);
      window.removeEventListener("pointercancel", cancel);
    };
  }, [range, onRange]);
  return {
    /** On the empty part of a cell: the sweep starts (the main button of a mouse). */
    start: (event: PointerEvent, employeeId: string, date: string) => {
      if (event.button !== 0 || event.pointerType !== "mouse") return;
      // No text selection while sweeping; the click still follows a press let go in place.
      event.preventDefault();
      setRange({ employeeId, from: date, to: date });
    },
    /** Over a cell: the sweep reaches it when the cell is in the same row. */
    over: (employeeId: string, date: string) =>
      setRange((current) =>
        current && current.employeeId === employeeId && current.to !== date
          ? { ...current, to: date }
          : current,
      ),
    /** Whether the sweep covers the cell. */
    covers: (employeeId: string, date: string) => {
      if (!range || range.employeeId !== employeeId || range.from === range.to) return false;
      const { first, last } = ends(range);
      return first <= date && date <= last;
    },
  };
}
