import { describe, expect, it } from "vitest";
import { mergeByDate, type Transaction } from "./merge-transactions.ts";

const row = (id: string, kind: Transaction["kind"], date: string, created_at = "2025-01-01T00:00:00Z") => ({
  id,
  kind,
  date,
  created_at,
  label: id,
  store_name: null,
  amount: 1,
  status: "pending",
});

describe("mergeByDate", () => {
  it("interleaves purchases and expenses newest first and keeps the first n", () => {
    const purchases = [row("p1", "purchase", "2025-03-03"), row("p2", "purchase", "2025-03-01")];
    const expenses = [
      row("e1", "expense", "2025-03-02"),
      row("e2", "expense", "2025-03-03", "2025-03-03T10:00:00Z"),
    ];
    expect(mergeByDate(purchases, expenses, 3).map((r) => r.id)).toEqual(["e2", "p1", "e1"]);
  });
});
