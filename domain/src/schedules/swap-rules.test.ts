import { describe, expect, it } from "vitest";
import { SCHEDULE_MESSAGES } from "./messages.ts";
import { type SwapParty, swapActions, swapStepOpen, swapStepRefusal } from "./swap-rules.ts";

const nobody: SwapParty = { offerer: false, taker: false, colleague: false, manager: false };

describe("a shift swap", () => {
  it("is accepted by a colleague of the position, only the named one when it is offered by name", () => {
    const open = { status: "offered", to_employee_id: null };
    expect(swapActions(open, { ...nobody, colleague: true })).toEqual(["accept"]);
    expect(swapStepRefusal("accept", open, nobody)).toBe(SCHEDULE_MESSAGES.swapColleaguesOnly);
    const named = { status: "offered", to_employee_id: "bo" };
    expect(swapStepRefusal("accept", named, { ...nobody, colleague: true })).toBe(
      SCHEDULE_MESSAGES.swapOfferedToSomeoneElse,
    );
    expect(swapActions(named, { ...nobody, colleague: true, taker: true })).toEqual(["accept", "decline"]);
  });

  it("is approved by a manager once accepted, declined by a manager or the taker, cancelled by the offerer", () => {
    const accepted = { status: "accepted", to_employee_id: "bo" };
    expect(swapActions(accepted, { ...nobody, manager: true })).toEqual(["approve", "decline"]);
    expect(swapActions(accepted, { ...nobody, taker: true, colleague: true })).toEqual(["decline"]);
    expect(swapActions(accepted, { ...nobody, offerer: true })).toEqual(["cancel"]);
    expect(swapStepRefusal("approve", accepted, { ...nobody, offerer: true })).toBe(
      SCHEDULE_MESSAGES.swapManagersDecide,
    );
    expect(swapStepRefusal("cancel", accepted, { ...nobody, manager: true })).toBe(
      SCHEDULE_MESSAGES.swapCancelOwnOnly,
    );
  });

  it("moves only from an open status; a decided swap takes no step", () => {
    expect(swapStepOpen("approve", "offered")).toBe(false);
    expect(swapStepOpen("accept", "accepted")).toBe(false);
    for (const status of ["approved", "declined", "cancelled"])
      expect(
        swapActions(
          { status, to_employee_id: "bo" },
          { offerer: true, taker: true, colleague: true, manager: true },
        ),
      ).toEqual([]);
  });
});
