/**
 * The swap of a published shift (docs/decisions.md, Schedules): offered → accepted (by a colleague
 * of the same store and position; the one it was offered to, when named) → approved (by an admin
 * or the store's manager), or declined (by the colleague it is offered to or who accepted it, or
 * by a manager) or cancelled (by the person who offered it) while still open.
 */
import { SCHEDULE_MESSAGES } from "./messages.ts";
import { SWAP_ACTIONS, type SwapAction, type SwapStatus } from "./options.ts";

/** The statuses each step starts from, and where it leads. */
export const SWAP_MOVES: Record<SwapAction, { from: readonly SwapStatus[]; to: SwapStatus }> = {
  accept: { from: ["offered"], to: "accepted" },
  approve: { from: ["accepted"], to: "approved" },
  decline: { from: ["offered", "accepted"], to: "declined" },
  cancel: { from: ["offered", "accepted"], to: "cancelled" },
};

/** Who the caller is to one swap. */
export interface SwapParty {
  /** The caller's staff record is the shift's employee who offered it. */
  offerer: boolean;
  /** The caller's staff record is the colleague it is offered to (named) or who accepted it. */
  taker: boolean;
  /** The caller has an active staff record of the store with the shift's position, other than the offerer's. */
  colleague: boolean;
  /** An admin, or a store manager of the swap's store. */
  manager: boolean;
}

/** The swap as the rules read it. */
export interface SwapFacts {
  status: string;
  /** The colleague it is offered to, or who accepted it; null while offered to anyone. */
  to_employee_id: string | null;
}

/** Why the caller may not take the step (a 403's words), or null when the step is theirs. */
export function swapStepRefusal(action: SwapAction, swap: SwapFacts, party: SwapParty): string | null {
  switch (action) {
    case "accept":
      if (!party.colleague) return SCHEDULE_MESSAGES.swapColleaguesOnly;
      return swap.to_employee_id !== null && !party.taker ? SCHEDULE_MESSAGES.swapOfferedToSomeoneElse : null;
    case "approve":
      return party.manager ? null : SCHEDULE_MESSAGES.swapManagersDecide;
    case "decline":
      return party.manager || party.taker ? null : SCHEDULE_MESSAGES.swapDeclineRefused;
    case "cancel":
      return party.offerer ? null : SCHEDULE_MESSAGES.swapCancelOwnOnly;
  }
}

/** Whether the swap's status allows the step. */
export function swapStepOpen(action: SwapAction, status: string): boolean {
  return (SWAP_MOVES[action].from as readonly string[]).includes(status);
}

/** The 409's words when the status does not allow the step. */
export function swapStatusRefusal(action: SwapAction): string {
  return action === "approve" ? SCHEDULE_MESSAGES.swapNotAccepted : SCHEDULE_MESSAGES.swapNotOpen;
}

/** The steps the caller may take on the swap now (the swap's allowed_actions). */
export function swapActions(swap: SwapFacts, party: SwapParty): SwapAction[] {
  return SWAP_ACTIONS.filter(
    (action) => swapStepOpen(action, swap.status) && swapStepRefusal(action, swap, party) === null,
  );
}
