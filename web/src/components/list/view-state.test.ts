import { describe, expect, it } from "vitest";
import { oneOfSpec, storeSpec } from "./filter-specs.ts";
import type { ListDefinition } from "./list-state.ts";
import { isBareList, listStateOfView, showsView, viewStateOf } from "./view-state.ts";

const LIST: ListDefinition = {
  table: "purchases",
  select: ["id"],
  filters: [oneOfSpec("status", "status", ["pending", "approved"]), storeSpec()],
  sortColumns: ["purchase_date", "amount"],
  defaultSort: { column: "purchase_date", direction: "desc" },
  pageSize: 25,
};

describe("a list's saved view", () => {
  it("keeps the filters and sort, not the page or a linked record", () => {
    const state = {
      filters: { status: "pending", id: "r1", q: "milk" },
      page: 3,
      sort: { column: "amount", direction: "asc" as const },
    };
    expect(viewStateOf(state, LIST)).toEqual({
      filters: { q: "milk", status: "pending" },
      sort: { column: "amount", direction: "asc" },
    });
  });

  it("keeps the rows per page and the columns shown, and opens them again", () => {
    const hideable = ["vendor", "store_name", "amount"];
    const state = {
      filters: {},
      page: 2,
      sort: LIST.defaultSort,
      size: 100,
      hidden: ["store_name"],
    };
    const view = viewStateOf(state, LIST, hideable);
    expect(view).toMatchObject({ page_size: 100, columns: ["vendor", "amount"] });
    expect(listStateOfView(view, LIST, hideable)).toEqual({
      filters: {},
      page: 1,
      sort: LIST.defaultSort,
      size: 100,
      hidden: ["store_name"],
    });
    expect(showsView(state, view, LIST, hideable)).toBe(true);
    expect(showsView({ ...state, hidden: [] }, view, LIST, hideable)).toBe(false);
    expect(showsView({ ...state, size: 50 }, view, LIST, hideable)).toBe(false);
    // A view without them leaves the list's own size and every column.
    expect(viewStateOf({ ...state, size: undefined, hidden: [] }, LIST, hideable)).not.toHaveProperty(
      "columns",
    );
    expect(isBareList(new URLSearchParams("size=50"), LIST)).toBe(false);
  });

  it("opens on the first page, leaving out what the list no longer accepts", () => {
    const opened = listStateOfView(
      {
        filters: { status: "archived", store: "s1", gone: "x" },
        sort: { column: "vendor", direction: "asc" },
      },
      LIST,
    );
    expect(opened).toEqual({ filters: { store: "s1" }, page: 1, sort: LIST.defaultSort });
  });

  it("is shown whatever the page, and only with the same filters and sort", () => {
    const view = { filters: { status: "pending" }, sort: { column: "amount", direction: "desc" as const } };
    const shown = {
      filters: { status: "pending" },
      page: 2,
      sort: { column: "amount", direction: "desc" as const },
    };
    expect(showsView(shown, view, LIST)).toBe(true);
    expect(showsView({ ...shown, filters: { status: "pending", q: "a" } }, view, LIST)).toBe(false);
    expect(showsView({ ...shown, sort: LIST.defaultSort }, view, LIST)).toBe(false);
  });

  it("applies the default only to an address with none of the list's state", () => {
    expect(isBareList(new URLSearchParams(""), LIST)).toBe(true);
    expect(isBareList(new URLSearchParams("utm=1"), LIST)).toBe(true);
    expect(isBareList(new URLSearchParams("status=pending"), LIST)).toBe(false);
    expect(isBareList(new URLSearchParams("page=2"), LIST)).toBe(false);
  });
});
