// @vitest-environment happy-dom
import { type DateFormat, DEFAULT_DISPLAY_PREFS } from "@storeops/domain";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setDisplayPrefs } from "../../lib/format.ts";
import { renderWithProviders } from "../../test/render.tsx";
import { DateField } from "./DateField.tsx";

afterEach(() => {
  cleanup();
  setDisplayPrefs(DEFAULT_DISPLAY_PREFS);
});

function field(format: DateFormat, value: string) {
  setDisplayPrefs({ ...DEFAULT_DISPLAY_PREFS, date_format: format });
  const onChange = vi.fn();
  renderWithProviders(<DateField label="Due date" value={value} onChange={onChange} data-testid="due" />);
  return { input: screen.getByTestId("due") as HTMLInputElement, onChange };
}

describe("DateField (a date in the person's format, its value YYYY-MM-DD)", () => {
  it("shows the value in DD/MM/YYYY and reads dates typed that way or in ISO", () => {
    const { input, onChange } = field("DD/MM/YYYY", "2026-11-26");
    expect(input.value).toBe("26/11/2026");
    expect(input.getAttribute("placeholder")).toBe("DD/MM/YYYY");
    fireEvent.change(input, { target: { value: "27/11/2026" } });
    expect(onChange).toHaveBeenLastCalledWith("2026-11-27");
    fireEvent.change(input, { target: { value: "2026-11-28" } });
    expect(onChange).toHaveBeenLastCalledWith("2026-11-28");
  });

  it("reads day and month the person's way round in MM/DD/YYYY, and shows ISO in YYYY-MM-DD", () => {
    const us = field("MM/DD/YYYY", "2026-11-26");
    expect(us.input.value).toBe("11/26/2026");
    fireEvent.change(us.input, { target: { value: "11/27/2026" } });
    expect(us.onChange).toHaveBeenLastCalledWith("2026-11-27");
    cleanup();
    const iso = field("YYYY-MM-DD", "2026-11-26");
    expect(iso.input.value).toBe("2026-11-26");
  });

  it("waits for a whole, real date, and gives an empty string when the field is emptied", () => {
    const { input, onChange } = field("DD/MM/YYYY", "2026-11-26");
    for (const partial of ["2", "27/11", "27/11/202", "31/11/2026", "13/13/2026"]) {
      fireEvent.change(input, { target: { value: partial } });
    }
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: "" } });
    expect(onChange).toHaveBeenLastCalledWith("");
  });

  it("shows an empty value as an empty field", () => {
    const { input } = field("DD/MM/YYYY", "");
    expect(input.value).toBe("");
  });

  it("opens its calendar on a click (not on focus), closes it once a whole date is typed, and shows that date in the person's format when left", async () => {
    setDisplayPrefs({ ...DEFAULT_DISPLAY_PREFS, date_format: "DD/MM/YYYY" });
    function Form() {
      const [value, setValue] = useState("2026-11-26");
      return (
        <>
          <DateField label="Due date" value={value} onChange={setValue} data-testid="due" />
          <output data-testid="value">{value}</output>
        </>
      );
    }
    renderWithProviders(<Form />);
    const input = screen.getByTestId("due") as HTMLInputElement;
    const calendar = () => document.querySelector("[data-dates-dropdown]");
    fireEvent.focus(input);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calendar()).toBeNull();
    fireEvent.click(input);
    await waitFor(() => expect(calendar()).not.toBeNull());
    expect(calendar()?.textContent).toContain("November 2026");
    expect(calendar()?.querySelector('button[aria-label="Next month"]')).not.toBeNull();
    fireEvent.change(input, { target: { value: "2026-11-27" } });
    expect(screen.getByTestId("value").textContent).toBe("2026-11-27");
    await waitFor(() => expect(calendar()).toBeNull());
    fireEvent.blur(input);
    expect(input.value).toBe("27/11/2026");
  });
});
