/** Unit tests of the rules beside this file. */

import { describe, expect, it } from "vitest";
import { purchaseIsOverdue } from "./rules.ts";

describe("purchaseIsOverdue", () => {
  it("is approved with a due date before today", () => {
    expect(purchaseIsOverdue("approved", "2025-03-09", "2025-03-10")).toBe(true);
    expect(purchaseIsOverdue("approved", "2025-03-10", "2025-03-10")).toBe(false);
    expect(purchaseIsOverdue("pending", "2025-01-01", "2025-03-10")).toBe(false);
    expect(purchaseIsOverdue("paid", "2025-01-01", "2025-03-10")).toBe(false);
    expect(purchaseIsOverdue("approved", null, "2025-03-10")).toBe(false);
  });
});
