import { describe, expect, it } from "vitest";
import { staffFormValues, staffPayload, validateStaff } from "./staff-form.ts";

const base = () => ({
  ...staffFormValues(null, { storeId: "store-1", today: "2026-11-24" }),
  name: " Ana Lee ",
  email: "ana@example.com",
  phone: "555-0100",
  position: "Cashier",
  department: "Sales",
});

describe("staff form", () => {
  it("defaults to a rating that matches an option and today's hire date", () => {
    const values = staffFormValues(null, { storeId: "s", today: "2026-11-24" });
    expect(values).toMatchObject({ performance: "average", hire_date: "2026-11-24", hours_per_week: 40 });
  });

  it("sends pay of the chosen kind only and skills split and trimmed", () => {
    const hourly = staffPayload({
      ...base(),
      hourly_rate: 15,
      monthly_salary: 3000,
      skills: " tills, , stock ,,",
    });
    expect(hourly).toMatchObject({
      name: "Ana Lee",
      hourly_rate: 15,
      monthly_salary: null,
      skills: ["tills", "stock"],
    });
    const monthly = staffPayload({
      ...base(),
      salary_type: "monthly",
      hourly_rate: 15,
      monthly_salary: 3000,
    });
    expect(monthly).toMatchObject({ hourly_rate: null, monthly_salary: 3000 });
  });

  it("sends the linked account chosen, or none (null), and shows a record's link", () => {
    expect(staffPayload(base()).user_id).toBeNull();
    expect(staffPayload({ ...base(), user_id: "user-7" }).user_id).toBe("user-7");
    const record = { ...base(), id: "s-1", user_id: "user-7", linked_user: "Jordan Rivera", skills: [] };
    const values = staffFormValues(record as never, { storeId: "s", today: "2026-11-24" });
    expect(values).toMatchObject({ user_id: "user-7", linked_user: "Jordan Rivera" });
  });

  it("refuses hours outside 1–80, notes over 500 and missing required fields", () => {
    expect(validateStaff(base())).toEqual({});
    expect(validateStaff({ ...base(), hours_per_week: 81 })).toHaveProperty("hours_per_week");
    expect(validateStaff({ ...base(), notes: "x".repeat(501) })).toHaveProperty("notes");
    expect(validateStaff({ ...base(), position: "", store_id: "" })).toMatchObject({
      position: expect.any(String),
      store_id: expect.any(String),
    });
  });
});
