// @vitest-environment happy-dom
import { ModalsProvider } from "@mantine/modals";
import { notifications } from "@mantine/notifications";
import { errorLoadingRecords, MSG } from "@storeops/domain";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ListScreen } from "../../components/list/ListScreen.tsx";
import { RecordCards } from "../../components/list/RecordCards.tsx";
import { useListState } from "../../components/list/useListState.ts";
import { writeErrorMessage } from "../../components/notify.ts";
import { ApiError } from "../../lib/api.ts";
import { renderWithProviders } from "../../test/render.tsx";
import type { DailyIncome } from "./daily-income.api.ts";
import { dailyIncomeActions, dailyIncomeSave } from "./daily-income.i18n.ts";
import { DAILY_INCOME_LIST, useDailyIncomeList } from "./daily-income-list.tsx";

const record = (overrides: Partial<DailyIncome>): DailyIncome => ({
  id: "r1",
  store_id: "s1",
  store_name: "Main Street Coffee",
  store_code: "MSC",
  date: "2026-03-04",
  work_start_time: "09:00",
  work_end_time: "18:00",
  income_cash: 100,
  income_card: 200,
  income_other: 0,
  total_income: 300,
  notes: null,
  attachments: [],
  created_by: "u1",
  created_at: "2026-03-04T10:00:00Z",
  updated_at: "2026-03-04T10:00:00Z",
  allowed_actions: [],
  ...overrides,
});

const ROWS = [
  record({ id: "fresh", allowed_actions: ["edit", "delete"] }),
  record({ id: "old", date: "2026-03-01", allowed_actions: [] }),
];

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json", "X-Total-Count": String(ROWS.length) },
  });

const open = { view: vi.fn(), edit: vi.fn() };
const onOpen = vi.fn();

function DailyIncomeList() {
  const controls = useListState(DAILY_INCOME_LIST);
  const list = useDailyIncomeList()(open);
  return <ListScreen {...list} controls={controls} onOpen={onOpen} />;
}

function Cards() {
  const list = useDailyIncomeList()(open);
  return <RecordCards rows={ROWS} card={list.card} onOpen={onOpen} testId={list.testId} />;
}

const renderList = () =>
  renderWithProviders(
    <ModalsProvider>
      <DailyIncomeList />
    </ModalsProvider>,
    { url: "/daily-income" },
  );

/** Answers the list with `list`, and a DELETE with `remove`. */
function serve(list: () => Promise<Response>, remove?: () => Response) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (_url: string, init?: RequestInit) =>
      init?.method === "DELETE" && remove ? remove() : list(),
    ),
  );
}

beforeEach(() => {
  vi.spyOn(notifications, "show").mockImplementation(() => "");
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  open.view.mockReset();
  open.edit.mockReset();
  onOpen.mockReset();
});

describe("the daily income list", () => {
  it("has the spec's columns for every role, with view always and edit/delete only where allowed", async () => {
    serve(async () => json(ROWS));
    renderList();
    const table = await screen.findByTestId("daily-income-table");
    await waitFor(() => expect(within(table).getAllByTestId("daily-income-row")).toHaveLength(2));
    const headers = [...table.querySelectorAll("thead th")].map((header) => header.textContent?.trim());
    expect(headers).toEqual(["Date", "Store", "Work Hours", "Cash", "Card", "Other", "Total", "Actions"]);
    const [fresh, old] = within(table).getAllByTestId("daily-income-row") as [HTMLElement, HTMLElement];
    expect(within(fresh).getByText("Main Street Coffee")).toBeTruthy();
    expect(
      within(fresh)
        .getAllByRole("button")
        .map((b) => b.getAttribute("aria-label")),
    ).toEqual(expect.arrayContaining(["View: 03/04/2026", "Edit: 03/04/2026", "Delete: 03/04/2026"]));
    expect(within(old).queryByTestId("daily-income-view")).toBeTruthy();
    expect(within(old).queryByTestId("daily-income-edit")).toBeNull();
    expect(within(old).queryByTestId("daily-income-delete")).toBeNull();

    fireEvent.click(within(fresh).getByTestId("daily-income-view"));
    expect(open.view).toHaveBeenCalledWith(ROWS[0]);
    fireEvent.click(within(fresh).getByTestId("daily-income-edit"));
    expect(open.edit).toHaveBeenCalledWith(ROWS[0]);
    // The buttons act alone: the row's own click (open the details) does not run as well.
    expect(onOpen).not.toHaveBeenCalled();
  });

  it("asks before deleting, and a failed delete says 'Error deleting record: {the server's message}'", async () => {
    const remove = vi.fn(() => json({ message: MSG.recordNotFound, code: "not_found" }, 404));
    serve(async () => json(ROWS), remove);
    renderList();
    const table = await screen.findByTestId("daily-income-table");
    await waitFor(() => expect(within(table).getAllByTestId("daily-income-row")).toHaveLength(2));
    fireEvent.click(within(table).getByTestId("daily-income-delete"));
    expect(await screen.findByText(MSG.dailyIncomeDeleteConfirm)).toBeTruthy();
    expect(remove).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId("confirm-button"));
    await waitFor(() =>
      expect(notifications.show).toHaveBeenCalledWith(
        expect.objectContaining({ color: "red", message: "Error deleting record: Record not found" }),
      ),
    );
    expect(remove).toHaveBeenCalledTimes(1);
  });

  it("shows 'Loading records...' while the page loads", async () => {
    serve(() => new Promise<Response>(() => {}));
    renderList();
    expect(await screen.findByRole("status", { name: MSG.loadingRecords })).toBeTruthy();
    expect(screen.getByText("Loading records...")).toBeTruthy();
  });

  it("shows 'Error loading records: {message}' when the page fails, and no rows", async () => {
    serve(async () => json({ message: "Database unavailable", code: "internal" }, 500));
    renderList();
    expect((await screen.findByTestId("list-error")).textContent).toBe(
      "Error loading records: Database unavailable",
    );
    expect(screen.queryByTestId("daily-income-row")).toBeNull();
    expect(errorLoadingRecords("")).toBe("Error loading records: Unknown error");
  });

  it("gives phone cards labelled Edit and Delete beside the card's button, Delete apart, and no row for a card without them", () => {
    renderWithProviders(
      <ModalsProvider>
        <Cards />
      </ModalsProvider>,
    );
    const [fresh, old] = screen.getAllByTestId("daily-income-card") as [HTMLElement, HTMLElement];
    expect(fresh.textContent).toContain("Main Street Coffee");
    expect(fresh.querySelector("button")).toBeNull();
    // The card opens the details itself: no View button, and no row of buttons where there is nothing else.
    const [freshActions, ...others] = screen.getAllByTestId("daily-income-card-actions") as HTMLElement[];
    expect(others).toHaveLength(0);
    expect(
      within(freshActions as HTMLElement)
        .getAllByRole("button")
        .map((button) => button.textContent),
    ).toEqual(["Delete", "Edit"]);
    fireEvent.click(within(freshActions as HTMLElement).getByTestId("daily-income-edit"));
    expect(open.edit).toHaveBeenCalledWith(ROWS[0]);
    expect(onOpen).not.toHaveBeenCalled();
    fireEvent.click(old);
    expect(onOpen).toHaveBeenCalledWith(ROWS[1]);
  });
});

describe("the daily income write errors", () => {
  const tooOld = new ApiError(403, MSG.dailyIncomeEditTooOld, "forbidden");

  it("prefix the server's own message", () => {
    expect(writeErrorMessage(tooOld, dailyIncomeSave.saveError)).toBe(
      `Error saving record: ${MSG.dailyIncomeEditTooOld}`,
    );
    expect(
      writeErrorMessage(new ApiError(500, "Internal server error", "internal"), dailyIncomeSave.saveError),
    ).toBe("Error saving record: Internal server error");
    expect(
      writeErrorMessage(
        new ApiError(403, MSG.dailyIncomeDeleteTooOld, "forbidden"),
        dailyIncomeActions.deleteError,
      ),
    ).toBe(`Error deleting record: ${MSG.dailyIncomeDeleteTooOld}`);
  });

  it("leave a fixed text of another screen as it was", () => {
    expect(writeErrorMessage(tooOld, MSG.purchaseSaveError)).toBe(MSG.dailyIncomeEditTooOld);
    expect(writeErrorMessage(new ApiError(500, "boom", "internal"), MSG.purchaseSaveError)).toBe(
      MSG.purchaseSaveError,
    );
  });
});
