// @vitest-environment happy-dom
import { ZWithdrawalCreate } from "@storeops/domain";
import { act, renderHook } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "../../lib/api.ts";
import { FormProblem, useSubmitForm } from "./useSubmitForm.ts";

const values = { amount: "", note: "" };

describe("the kit's form", () => {
  it("refuses what the domain schema refuses, without calling the server", async () => {
    const submit = vi.fn(async () => ({}));
    const { result } = renderHook(() =>
      useSubmitForm({
        initialValues: values,
        check: {
          schema: ZWithdrawalCreate,
          payload: (v) => ({
            employee_id: "e1",
            withdrawal_date: "2026-11-01",
            payment_method: "cash",
            amount: v.amount,
          }),
          required: { amount: "Amount" },
        },
        submit,
        failureText: "Error",
      }),
    );
    await act(async () => result.current.onSubmit());
    expect(submit).not.toHaveBeenCalled();
    expect(result.current.form.errors.amount).toBe("Amount is required.");
  });

  it("puts the server's field errors under their fields and is not busy afterwards", async () => {
    const refusal = new ApiError(400, "Invalid", "validation_error", { fields: { note: ["Too long"] } });
    const { result } = renderHook(() =>
      useSubmitForm({
        initialValues: values,
        submit: async () => Promise.reject(refusal),
        failureText: "Error",
      }),
    );
    await act(async () => result.current.onSubmit());
    expect(result.current.form.errors.note).toBe("Too long");
    expect(result.current.busy).toBe(false);
  });

  it("shows a refusal found before sending in the form's alert, and calls onSuccess after a write", async () => {
    const onSuccess = vi.fn();
    const { result } = renderHook(() =>
      useSubmitForm({
        initialValues: values,
        submit: async (v) => {
          if (v.note === "") throw new FormProblem("Say why");
          return v.note;
        },
        onSuccess,
      }),
    );
    await act(async () => result.current.onSubmit());
    expect(result.current.problem).toBe("Say why");
    act(() => result.current.form.setFieldValue("note", "because"));
    await act(async () => result.current.onSubmit());
    expect(result.current.problem).toBeNull();
    expect(onSuccess).toHaveBeenCalledWith("because", { amount: "", note: "because" });
  });
});
