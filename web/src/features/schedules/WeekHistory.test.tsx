// @vitest-environment happy-dom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderWithProviders } from "../../test/render.tsx";
import { WeekHistory } from "./WeekHistory.tsx";
import { dates, week } from "./week.fixture.ts";

afterEach(cleanup);

describe("the week's history", () => {
  it("says who did what to whose shift, and what changed", () => {
    const day = dates[2] as string;
    renderWithProviders(
      <WeekHistory
        week={{
          ...week,
          history: [
            {
              id: "h2",
              at: "2026-11-20T15:04:00.000Z",
              action: "changed",
              shift_id: "s1",
              shift_date: day,
              employee_id: "e1",
              employee_name: "Ana Lee",
              user_name: "Marcus Chen",
              changes: {
                start_time: { from: "09:00", to: "10:00" },
                notes: { from: null, to: "Till" },
              },
            },
            {
              id: "h1",
              at: "2026-11-19T09:00:00.000Z",
              action: "published",
              shift_id: "s1",
              shift_date: day,
              employee_id: null,
              employee_name: null,
              user_name: null,
              changes: null,
            },
          ],
        }}
      />,
    );
    const entries = screen.getAllByTestId("week-history-entry");
    expect(entries).toHaveLength(2);
    expect(entries[0]?.textContent).toContain("Marcus Chen changed Ana Lee's shift of");
    expect(entries[0]?.textContent).toContain("start time 09:00 → 10:00, notes – → Till");
    expect(entries[1]?.textContent).toContain("Someone published a former employee's shift of");
  });

  it("is not drawn for a week without changes", () => {
    renderWithProviders(<WeekHistory week={week} />);
    expect(screen.queryByTestId("week-history")).toBeNull();
  });
});
