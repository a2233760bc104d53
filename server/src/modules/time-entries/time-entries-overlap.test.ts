import { entryOverlaps } from "@storeops/domain";
import { describe, expect, it } from "vitest";
import { asAdmin, demoStores } from "../../../test/demo-stores.ts";
import { useTestApp } from "../../../test/test-app.ts";

const t = useTestApp();
const PATH = "/api/rest/v1/employee_time_entries";

/** A staff record of a store the manager runs, and its entries of one day (a date the demo data leaves empty). */
async function employeeOfManagedStore(name: string) {
  const stores = await demoStores(t);
  const employee = await t.database.db
    .selectFrom("staff")
    .select(["id", "store_id"])
    .where("store_id", "=", String(stores.manager[0]))
    .orderBy("name", name === "first" ? "asc" : "desc")
    .executeTakeFirstOrThrow();
  return { employee_id: employee.id, store_id: employee.store_id };
}

describe("time entries of one employee do not overlap", () => {
  it("of simultaneous overlapping entries one is stored; the others are 409 naming its times", async () => {
    const api = await asAdmin(t);
    const employee = await employeeOfManagedStore("first");
    const night = { ...employee, work_date: "2021-03-10", clock_in_time: "22:00", clock_out_time: "06:00" };
    const longer = { ...employee, work_date: "2021-03-10", clock_in_time: "20:00", clock_out_time: "09:30" };
    const answers = await Promise.all([night, longer, night, longer].map((entry) => api.post(PATH, entry)));
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([201, 409, 409, 409]);
    const stored = answers.find((answer) => answer.statusCode === 201)?.json();
    for (const refused of answers.filter((answer) => answer.statusCode === 409)) {
      expect(refused.json().message).toBe(entryOverlaps(stored));
    }
    // The next morning's shift overlaps the night's end; one starting as it ends does not.
    const morning = { ...employee, work_date: "2021-03-11", clock_out_time: "14:00" };
    const early = await api.post(PATH, { ...morning, clock_in_time: "05:00" });
    expect(early.statusCode, early.body).toBe(409);
    expect(early.json().message).toMatch(/2021-03-10 (22|20):00–(06|09):(00|30)\.$/);
    const after = await api.post(PATH, { ...morning, clock_in_time: "10:00" });
    expect(after.statusCode, after.body).toBe(201);
    // Moving an entry onto another is refused too.
    const moved = await api.patch(`${PATH}?eq=id.${after.json().id}`, { clock_in_time: "05:30" });
    expect(moved.statusCode, moved.body).toBe(409);
    expect(moved.json().message).toBe(entryOverlaps(stored));
  });

  it("the message says '(still clocked in)' for an open entry", () => {
    expect(entryOverlaps({ work_date: "2021-03-10", clock_in_time: "22:00:00", clock_out_time: null })).toBe(
      "This time overlaps another time entry of this employee: 2021-03-10 from 22:00 (still clocked in).",
    );
  });

  it("an entry after an open one is refused, naming the open entry", async () => {
    const api = await asAdmin(t);
    const employee = await employeeOfManagedStore("last");
    await t.database.db
      .updateTable("employee_time_entries")
      .set({ clock_out_time: "23:59", status: "recorded", total_hours: 0 })
      .where("employee_id", "=", employee.employee_id)
      .where("clock_out_time", "is", null)
      .execute();
    const open = await api.post(PATH, { ...employee, work_date: "2021-04-01", clock_in_time: "09:00" });
    expect(open.statusCode, open.body).toBe(201);
    const later = await api.post(PATH, {
      ...employee,
      work_date: "2021-04-02",
      clock_in_time: "09:00",
      clock_out_time: "17:00",
    });
    expect(later.statusCode, later.body).toBe(409);
    expect(later.json().message).toBe(
      "This time overlaps another time entry of this employee: 2021-04-01 from 09:00 (still clocked in).",
    );
  });
});
