// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { stubFetchEach } from "../../test/fetch-stub.ts";
import { renderWithProviders } from "../../test/render.tsx";
import { ShiftForm } from "./ShiftForm.tsx";
import { dates, week } from "./week.fixture.ts";

// The third POST is refused, as the server refuses a shift (an overlap, say).
let posted = 0;
stubFetchEach(
  (_url, init) => {
    if (init?.method !== "POST") return new Response("[]", { status: 200 });
    posted++;
    return posted === 3
      ? new Response(JSON.stringify({ error: "conflict", message: "Refused for the test." }), {
          status: 409,
          headers: { "Content-Type": "application/json" },
        })
      : new Response(JSON.stringify({ ...JSON.parse(String(init.body)), id: `n${posted}` }), {
          status: 201,
          headers: { "Content-Type": "application/json" },
        });
  },
  () => {
    posted = 0;
    // The notes' autosize listens for fonts loading, which happy-dom does not have.
    if (!document.fonts)
      Object.defineProperty(document, "fonts", {
        value: { addEventListener: () => undefined, removeEventListener: () => undefined },
        configurable: true,
      });
  },
);

const postedDays = () =>
  vi
    .mocked(fetch)
    .mock.calls.filter(([, init]) => init?.method === "POST")
    .map(([, init]) => JSON.parse(String(init?.body)).shift_date);

describe("a new shift over several days", { timeout: 15_000 }, () => {
  it("saves one shift per day swept; a refused day stops there and the form stays on it", async () => {
    const onSaved = vi.fn();
    const onClose = vi.fn();
    renderWithProviders(
      <ShiftForm
        target={{ employeeId: "e1", date: dates[1] as string, through: dates[4] as string }}
        week={week}
        onClose={onClose}
        onSaved={onSaved}
      />,
    );
    const save = await screen.findByTestId("shift-save");
    expect(save.textContent).toBe("Save 4 shifts");
    fireEvent.click(save);
    await waitFor(() => expect(postedDays()).toEqual([dates[1], dates[2], dates[3]]));
    // The two saved days show on the grid; the form now starts at the refused one, through the last.
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(onClose).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.getByTestId("shift-save").textContent).toBe("Save 2 shifts"));
    fireEvent.click(screen.getByTestId("shift-save"));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(postedDays()).toEqual([dates[1], dates[2], dates[3], dates[3], dates[4]]);
  });

  it("saves a single day as before", async () => {
    const onClose = vi.fn();
    renderWithProviders(
      <ShiftForm
        target={{ employeeId: "e2", date: dates[0] as string }}
        week={week}
        onClose={onClose}
        onSaved={vi.fn()}
      />,
    );
    const save = await screen.findByTestId("shift-save");
    expect(save.textContent).toBe("Save shift");
    fireEvent.click(save);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(postedDays()).toEqual([dates[0]]);
  });
});
