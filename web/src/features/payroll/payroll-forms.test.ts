import { MSG, VALIDATION } from "@storeops/domain";
import { describe, expect, it } from "vitest";
import {
  validateWage,
  validateWithdrawal,
  wagePayload,
  wageValues,
  withdrawalPayload,
  withdrawalValues,
} from "./payroll-forms.ts";

describe("wage form", () => {
  it("sends the rate of the chosen type and null for the other", () => {
    const values = { ...wageValues(null, "2026-11-01"), hourly_rate: 18.5, monthly_salary: 3000 };
    expect(wagePayload("e1", values)).toMatchObject({
      payment_type: "hourly",
      hourly_rate: 18.5,
      monthly_salary: null,
      is_current: true,
    });
    expect(wagePayload("e1", { ...values, payment_type: "monthly" })).toMatchObject({
      hourly_rate: null,
      monthly_salary: 3000,
    });
  });
  it("needs the rate of its type and an employee", () => {
    expect(validateWage("e1", wageValues(null, "2026-11-01"))).toHaveProperty(
      "hourly_rate",
      VALIDATION.hourlyRateRequired,
    );
    expect(validateWage("", { ...wageValues(null, "2026-11-01"), hourly_rate: 10 })).toHaveProperty(
      "employee_id",
      MSG.selectEmployee,
    );
  });
});

describe("withdrawal form", () => {
  it("sends the check number only for checks", () => {
    const values = { ...withdrawalValues("2026-11-01"), amount: 20, check_number: "77" };
    expect(withdrawalPayload("e1", values).check_number).toBeNull();
    expect(withdrawalPayload("e1", { ...values, payment_method: "check" }).check_number).toBe("77");
  });
  it("needs an amount above 0", () => {
    expect(validateWithdrawal("e1", withdrawalValues("2026-11-01"))).toHaveProperty("amount");
    expect(validateWithdrawal("e1", { ...withdrawalValues("2026-11-01"), amount: 5 })).toEqual({});
  });
});
