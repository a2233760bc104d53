// @vitest-environment happy-dom
import type { TStoreToday } from "@storeops/domain";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { stubFetchEach } from "../../test/fetch-stub.ts";
import { renderWithProviders } from "../../test/render.tsx";
import { TodayList } from "./TodayList.tsx";

const NONE = { status: "none", cash_up_id: null, variance: null } as const;
const BASE: TStoreToday = {
  store_id: "s1",
  store_name: "Downtown Café",
  date: "2026-11-26",
  takings: { today_entered: true, missing_days: [] },
  on_shift: [],
  open_since_before_today: [],
  cash_up: { today: NONE, yesterday: { status: "approved", cash_up_id: "c0", variance: 0 } },
  waiting_approval: { purchases: 0, expenses: 0, cash_ups: 0 },
};

let answer: TStoreToday = BASE;
stubFetchEach(
  () =>
    new Response(JSON.stringify(answer), { status: 200, headers: { "Content-Type": "application/json" } }),
);

const href = (testId: string) => within(screen.getByTestId(testId)).getByRole("link").getAttribute("href");

describe("the today list's cash-up lines", () => {
  it("asks for today's count, linking straight to the count form", async () => {
    answer = BASE;
    renderWithProviders(<TodayList storeId="s1" />);
    const line = await screen.findByTestId("today-cash-up");
    expect(line.textContent).toContain("Cash-up: not counted yet");
    expect(href("today-cash-up")).toBe("/cash-ups?new=1");
    // Yesterday's was approved: no line for it.
    expect(screen.queryByTestId("today-cash-up-yesterday")).toBeNull();
  });

  it("shows yesterday's rejected count, today's waiting one and those waiting for this user", async () => {
    answer = {
      ...BASE,
      cash_up: {
        today: { status: "submitted", cash_up_id: "c2", variance: -20 },
        yesterday: { status: "rejected", cash_up_id: "c1", variance: -12.5 },
      },
      waiting_approval: { purchases: 0, expenses: 0, cash_ups: 3 },
    };
    renderWithProviders(<TodayList storeId="s1" />);
    expect((await screen.findByTestId("today-cash-up")).textContent).toMatch(
      /Cash-up waiting for approval \(.*20\.00\)/,
    );
    expect(screen.getByTestId("today-cash-up-yesterday").textContent).toContain(
      "Yesterday's cash-up rejected — count again",
    );
    expect(href("today-cash-up-yesterday")).toBe("/cash-ups?store=s1&from=2026-11-25&to=2026-11-25");
    expect(screen.getByTestId("today-waiting-cash_ups").textContent).toContain(
      "3 cash-ups waiting for your approval",
    );
    expect(href("today-waiting-cash_ups")).toBe("/cash-ups?store=s1&status=submitted");
  });

  it("counts an approved count among what is done", async () => {
    answer = {
      ...BASE,
      cash_up: { ...BASE.cash_up, today: { status: "approved", cash_up_id: "c3", variance: 0 } },
    };
    renderWithProviders(<TodayList storeId="s1" />);
    expect((await screen.findByTestId("today-cash-up")).textContent).toContain("Cash-up approved");
    expect(screen.getByTestId("today-done").textContent).toContain("Nothing left to do today.");
  });
});
