import { describe, expect, it } from "vitest";
import type { Row } from "../db/database.ts";
import { buildDemoData } from "./demo.ts";

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** Every `table.column = value` whose instant (created_at, approved_at, …) lies after `moment`. */
function instantsAfter(data: Record<string, Row[]>, moment: string): string[] {
  const late: string[] = [];
  for (const [table, rows] of Object.entries(data)) {
    for (const row of rows) {
      expect(typeof row.created_at, `${table}.created_at`).toBe("string");
      for (const [column, value] of Object.entries(row)) {
        if (typeof value === "string" && INSTANT.test(value) && value > moment) {
          late.push(`${table}.${column} = ${value}`);
        }
      }
    }
  }
  return late;
}

// Pure (no database): once, under the SQLite project.
describe.runIf(process.env.TEST_DB !== "postgres")("demo data ends before the moment of seeding", () => {
  // Moments around the clock, in winter and summer time, where the stores' local dates differ.
  const moments = [
    "2026-01-15T00:05:00.000Z",
    "2026-01-15T07:55:00.000Z",
    "2026-01-15T23:55:00.000Z",
    "2026-07-01T03:00:00.000Z",
    "2026-07-01T06:59:00.000Z",
    "2026-07-01T12:00:00.000Z",
  ];
  it.each(moments)("seeded at %s", (moment) => {
    const tables = buildDemoData(new Date(moment), "hash");
    expect(instantsAfter(Object.fromEntries(tables), moment)).toEqual([]);
  });
});
