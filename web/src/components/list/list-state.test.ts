import { describe, expect, it } from "vitest";
import { amountRangeSpec, containsSpec, dateRangeSpec, oneOfSpec, storeSpec } from "./filter-specs.ts";
import {
  activeFilterCount,
  type ListDefinition,
  listApiParams,
  pageRange,
  readListState,
  writeListState,
} from "./list-state.ts";

const purchases: ListDefinition = {
  table: "purchases",
  select: ["id", "amount"],
  filters: [
    oneOfSpec("status", "status", ["pending", "approved", "rejected", "paid", "overdue"]),
    oneOfSpec("payment_type", "payment_type", ["cash", "card", "check", "other"]),
    containsSpec("vendor", "vendor"),
    storeSpec(),
    amountRangeSpec(),
    dateRangeSpec("purchase_date"),
  ],
  sortColumns: ["purchase_date", "amount", "vendor"],
  defaultSort: { column: "purchase_date", direction: "desc" },
  pageSize: 25,
};

const expenses: ListDefinition = {
  ...purchases,
  table: "expenses",
  filters: [
    oneOfSpec("status", "status", ["pending", "approved", "rejected"]),
    oneOfSpec("payment_type", "payment_type", ["cash", "card", "check", "other"]),
    oneOfSpec("category", "category", ["Utilities", "Meals & Entertainment"]),
    amountRangeSpec(),
    dateRangeSpec("expense_date"),
  ],
  sortColumns: ["expense_date", "amount"],
  defaultSort: { column: "expense_date", direction: "desc" },
};

describe("URL ⇄ list state", () => {
  it("reads rows per page and hidden columns, refusing what a person may not choose", () => {
    const state = readListState(new URLSearchParams("size=100&hide=vendor,store_name&page=3"), purchases);
    expect(state).toMatchObject({ size: 100, hidden: ["vendor", "store_name"], page: 3 });
    expect(listApiParams(state, purchases).get("limit")).toBe("100");
    expect(listApiParams(state, purchases).get("offset")).toBe("200");
    expect(writeListState(state, purchases).toString()).toBe("page=3&size=100&hide=store_name%2Cvendor");
    for (const query of ["size=7", "size=100000", "size=25", "hide=Bad-Key", `hide=${"a,".repeat(21)}a`]) {
      const read = readListState(new URLSearchParams(query), purchases);
      expect(read.size).toBeUndefined();
      expect(read.hidden).toBeUndefined();
    }
  });

  it("reads the dashboard's status link", () => {
    const state = readListState(new URLSearchParams("status=pending"), purchases);
    expect(state).toEqual({ filters: { status: "pending" }, page: 1, sort: purchases.defaultSort });
  });

  it("round-trips every filter, the page and the sort", () => {
    const url =
      "q=coffee&status=overdue&payment_type=check&vendor=acme&store=s1&min=100&max=500.5&from=2026-01-01&to=2026-02-01&id=p1&sort=amount.asc&page=3";
    const state = readListState(new URLSearchParams(url), purchases);
    expect(state.page).toBe(3);
    expect(state.sort).toEqual({ column: "amount", direction: "asc" });
    expect(writeListState(state, purchases).toString()).toBe(url);
  });

  it("drops what the list's filter schema refuses", () => {
    const state = readListState(
      new URLSearchParams(
        "status=overdue&payment_type=bitcoin&min=abc&max=1.005&from=01/02/2026&sort=password.asc&page=-2&category=Groceries&vendor=acme",
      ),
      expenses,
    );
    expect(state).toEqual({ filters: {}, page: 1, sort: expenses.defaultSort });
  });

  it("keeps defaults out of the URL", () => {
    expect(
      writeListState({ filters: { q: " " }, page: 1, sort: purchases.defaultSort }, purchases).toString(),
    ).toBe("");
  });

  it("accepts a category with an ampersand", () => {
    const params = writeListState(
      { filters: { category: "Meals & Entertainment" }, page: 1, sort: expenses.defaultSort },
      expenses,
    );
    expect(readListState(params, expenses).filters.category).toBe("Meals & Entertainment");
  });
});

describe("data API options", () => {
  it("numbers repeated operators and pages with offset", () => {
    const state = readListState(
      new URLSearchParams(
        "status=pending&payment_type=cash&vendor=acme&store=s1&min=100&max=500&from=2026-01-01&to=2026-02-01&q=x&page=2",
      ),
      purchases,
    );
    expect(Object.fromEntries(listApiParams(state, purchases))).toEqual({
      select: "id,amount",
      order: "purchase_date.desc",
      order1: "created_at.desc",
      limit: "25",
      offset: "25",
      count: "exact",
      eq: "status.pending",
      eq1: "payment_type.cash",
      ilike: "vendor.*acme*",
      eq2: "store_id.s1",
      gte: "amount.100",
      lte: "amount.500",
      gte1: "purchase_date.2026-01-01",
      lte1: "purchase_date.2026-02-01",
      q: "x",
    });
  });

  it("filters expenses by category exactly and by expense date; a linked id comes first", () => {
    const state = readListState(new URLSearchParams("category=Utilities&from=2026-03-01&id=e1"), expenses);
    const params = listApiParams(state, expenses);
    expect(params.get("eq")).toBe("id.e1");
    expect(params.get("eq1")).toBe("category.Utilities");
    expect(params.get("gte")).toBe("expense_date.2026-03-01");
    expect(params.get("ilike")).toBeNull();
  });
});

describe("pager", () => {
  it("says which rows are shown", () => {
    expect(pageRange(2, 25, 25, 60)).toEqual({ from: 26, to: 50, total: 60, more: false });
    expect(pageRange(3, 25, 10, 60)).toEqual({ from: 51, to: 60, total: 60, more: false });
    expect(pageRange(1, 25, 0, 0)).toBeNull();
  });

  it("says 'of 1000+' past an estimated count's cap, and the rows' end once a page reaches it", () => {
    expect(pageRange(1, 25, 25, null, 1000)).toEqual({ from: 1, to: 25, total: 1000, more: true });
    // Pages past the cap: "of 1025+" until a page short of full shows the end.
    expect(pageRange(41, 25, 25, null, 1000)).toEqual({ from: 1001, to: 1025, total: 1025, more: true });
    expect(pageRange(42, 25, 7, null, 1000)).toEqual({ from: 1026, to: 1032, total: 1032, more: false });
  });

  it("asks an estimated count only for search text of a list that estimates", () => {
    const searching = readListState(new URLSearchParams("q=dairy"), purchases);
    expect(listApiParams(searching, purchases).get("count")).toBe("exact");
    const estimating = { ...purchases, estimateSearchCount: true };
    expect(listApiParams(searching, estimating).get("count")).toBe("estimated");
    expect(listApiParams(readListState(new URLSearchParams(), estimating), estimating).get("count")).toBe(
      "exact",
    );
  });

  it("counts active filters without search text or a linked id", () => {
    expect(activeFilterCount({ q: "a", status: "paid", min: "1", id: "x" }, purchases)).toBe(2);
  });
});
