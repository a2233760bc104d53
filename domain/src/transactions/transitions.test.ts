/** Unit tests of the rules beside this file. */

import { describe, expect, it } from "vitest";
import { canTransition } from "./transitions.ts";

describe("canTransition", () => {
  it("allows pending → approved/rejected and approved → paid for purchases", () => {
    expect(canTransition("purchases", "pending", "approved")).toBe(true);
    expect(canTransition("purchases", "pending", "rejected")).toBe(true);
    expect(canTransition("purchases", "approved", "paid")).toBe(true);
  });
  it("refuses everything else", () => {
    expect(canTransition("purchases", "pending", "paid")).toBe(false);
    expect(canTransition("purchases", "rejected", "approved")).toBe(false);
    expect(canTransition("purchases", "approved", "overdue")).toBe(false);
    expect(canTransition("purchases", "pending", "pending")).toBe(false);
    expect(canTransition("expenses", "approved", "paid")).toBe(false);
    expect(canTransition("expenses", "constructor", "approved")).toBe(false);
  });
  it("lets expenses be approved or rejected only from pending", () => {
    expect(canTransition("expenses", "pending", "approved")).toBe(true);
    expect(canTransition("expenses", "pending", "rejected")).toBe(true);
    expect(canTransition("expenses", "rejected", "approved")).toBe(false);
  });
});
