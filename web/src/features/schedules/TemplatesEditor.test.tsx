// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { stubFetchEach } from "../../test/fetch-stub.ts";
import { renderWithProviders } from "../../test/render.tsx";
import { TemplatesEditor } from "./TemplatesEditor.tsx";
import { week } from "./week.fixture.ts";

const TEMPLATE = {
  id: "t1",
  weekday: 1,
  employee_id: "e2",
  employee_name: "Bo Park",
  position: "Cashier",
  start_time: "07:00:00",
  end_time: "15:00:00",
  break_minutes: 30,
  notes: null,
};

stubFetchEach(
  (_url, init) =>
    new Response(
      JSON.stringify({
        store_id: "s1",
        // The PUT answers the store's templates after the change: Monday's line went.
        templates: init?.method === "PUT" ? [] : [TEMPLATE],
      }),
      { status: 200, headers: { "Content-Type": "application/json" } },
    ),
);

const puts = () =>
  vi
    .mocked(fetch)
    .mock.calls.filter(
      ([input, init]) => String(input).includes("/schedules/templates") && init?.method === "PUT",
    )
    .map(([, init]) => JSON.parse(String(init?.body)));

describe("the templates editor", { timeout: 15_000 }, () => {
  it("shows a weekday's saved lines, adds one on another day and saves that day alone", async () => {
    renderWithProviders(<TemplatesEditor week={week} opened onClose={() => undefined} />);
    expect(await screen.findAllByTestId("template-line")).toHaveLength(1);
    expect((screen.getByTestId("template-start") as HTMLInputElement).value).toBe("07:00");

    fireEvent.click(screen.getByTestId("templates-day-2"));
    expect(screen.getByTestId("templates-empty")).toBeTruthy();
    fireEvent.click(screen.getByTestId("templates-add"));
    fireEvent.change(screen.getByTestId("template-start"), { target: { value: "06:30" } });
    fireEvent.change(screen.getByTestId("template-end"), { target: { value: "12:00" } });
    fireEvent.click(screen.getByTestId("templates-save"));
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]).toEqual({
      store_id: "s1",
      weekday: 2,
      lines: [
        {
          employee_id: "e1",
          start_time: "06:30",
          end_time: "12:00",
          break_minutes: 30,
          position: "Cashier",
          notes: null,
        },
      ],
    });
  });

  it("removes a line and saves the weekday without it", async () => {
    renderWithProviders(<TemplatesEditor week={week} opened onClose={() => undefined} />);
    fireEvent.click(await screen.findByTestId("template-remove"));
    expect(screen.getByTestId("templates-empty")).toBeTruthy();
    fireEvent.click(screen.getByTestId("templates-save"));
    await waitFor(() => expect(puts().at(-1)).toEqual({ store_id: "s1", weekday: 1, lines: [] }));
  });
});
