import { describe, expect, it } from "vitest";
import { missingLeaveFields, splitSkills } from "./rules.ts";

describe("staff rules", () => {
  it("split skills, trimmed, empties dropped", () => {
    expect(splitSkills(" sales, ,  stock ,,")).toEqual(["sales", "stock"]);
  });
  it("name the leave fields a record going on leave lacks", () => {
    expect(missingLeaveFields({ leave_type: "sick", leave_start_date: "2026-01-01" })).toEqual([
      "leave_end_date",
    ]);
  });
});
