// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../test/render.tsx";
import { DayList } from "./DayList.tsx";
import { WeekGrid } from "./WeekGrid.tsx";
import { dates, week } from "./week.fixture.ts";

afterEach(cleanup);

describe("the week grid", () => {
  it("draws employees × days, a draft with its badge, and the day over target in words", () => {
    const onOpen = vi.fn();
    renderWithProviders(<WeekGrid week={week} writes onOpen={onOpen} onMove={vi.fn()} onResize={vi.fn()} />);
    const row = screen.getByTestId("grid-row-e1");
    const chip = within(row).getByTestId("shift-chip");
    expect(chip.textContent).toContain("09:00–17:00");
    expect(chip.textContent).toContain("Draft");
    expect(within(screen.getByTestId("grid-row-e2")).getByTestId("shift-chip").textContent).not.toContain(
      "Draft",
    );
    expect(screen.getByTestId("week-labour-percent").textContent).toContain("Over target");
    fireEvent.click(screen.getByTestId(`cell-add-e2-${dates[3]}`));
    expect(onOpen).toHaveBeenCalledWith({ employeeId: "e2", date: dates[3] });
    fireEvent.click(chip);
    expect(onOpen).toHaveBeenLastCalledWith({ shift: week.shifts[0] });
  });

  it("moves a chip's end by its right edge, 15 minutes per 8 pixels, saved when let go", () => {
    const onOpen = vi.fn();
    const onResize = vi.fn(async () => undefined);
    renderWithProviders(<WeekGrid week={week} writes onOpen={onOpen} onMove={vi.fn()} onResize={onResize} />);
    const chip = within(screen.getByTestId("grid-row-e1")).getByTestId("shift-chip");
    const edge = within(chip).getByTestId("shift-resize");
    fireEvent.pointerDown(edge, { clientX: 100, pointerId: 1 });
    fireEvent.pointerMove(edge, { clientX: 124, pointerId: 1 });
    expect(chip.textContent).toContain("09:00–17:45");
    fireEvent.pointerUp(edge, { clientX: 124, pointerId: 1 });
    fireEvent.click(edge);
    expect(onResize).toHaveBeenCalledWith(week.shifts[0], "17:45");
    expect(onOpen).not.toHaveBeenCalled();
  });

  it("sweeping a row's empty cells with the mouse opens one new shift for each day covered", () => {
    const onOpen = vi.fn();
    renderWithProviders(<WeekGrid week={week} writes onOpen={onOpen} onMove={vi.fn()} onResize={vi.fn()} />);
    fireEvent.pointerDown(screen.getByTestId(`cell-add-e2-${dates[4]}`), { button: 0, pointerType: "mouse" });
    fireEvent.pointerOver(screen.getByTestId(`cell-e2-${dates[3]}`));
    // Another row is not swept.
    fireEvent.pointerOver(screen.getByTestId(`cell-e1-${dates[2]}`));
    fireEvent.pointerOver(screen.getByTestId(`cell-e2-${dates[2]}`));
    const swept = dates.filter((date) => screen.getByTestId(`cell-e2-${date}`).dataset.swept === "true");
    expect(swept).toEqual([dates[2], dates[3], dates[4]]);
    expect(screen.getByTestId(`cell-e1-${dates[2]}`).dataset.swept).toBeUndefined();
    fireEvent.pointerUp(window);
    expect(onOpen).toHaveBeenCalledExactlyOnceWith({ employeeId: "e2", date: dates[2], through: dates[4] });
    expect(screen.getByTestId(`cell-e2-${dates[3]}`).dataset.swept).toBeUndefined();
  });

  it("a press let go in its own cell leaves it to the click", () => {
    const onOpen = vi.fn();
    renderWithProviders(<WeekGrid week={week} writes onOpen={onOpen} onMove={vi.fn()} onResize={vi.fn()} />);
    fireEvent.pointerDown(screen.getByTestId(`cell-add-e2-${dates[1]}`), { button: 0, pointerType: "mouse" });
    fireEvent.pointerUp(window);
    expect(onOpen).not.toHaveBeenCalled();
  });

  it("offers no writes to a reader", () => {
    renderWithProviders(
      <WeekGrid week={week} writes={false} onOpen={vi.fn()} onMove={vi.fn()} onResize={vi.fn()} />,
    );
    expect(screen.queryByTestId(`cell-add-e1-${dates[0]}`)).toBeNull();
    expect(screen.queryByTestId("shift-resize")).toBeNull();
  });
});

describe("the phone's day list", () => {
  it("shows the chosen day's shifts and lets another day be picked", () => {
    const onDate = vi.fn();
    renderWithProviders(
      <DayList week={week} date={dates[1] as string} onDate={onDate} writes onOpen={vi.fn()} />,
    );
    const list = screen.getByTestId("day-list");
    expect(within(list).getAllByTestId("shift-chip")).toHaveLength(1);
    expect(within(list).getByTestId("shift-chip").textContent).toContain("Bo Park");
    fireEvent.click(screen.getByTestId(`day-pick-${dates[0]}`));
    expect(onDate).toHaveBeenCalledWith(dates[0]);
  });
});
