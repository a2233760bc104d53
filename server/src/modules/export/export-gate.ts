import { exportsInProgress, MSG } from "@storeops/domain";
import { requireActor } from "../../access/actor.ts";
import { AppError, tooManyRequests } from "../../errors.ts";
import { workGate } from "../../plugins/work-gate.ts";

/** Files written at once in this process; more wait their turn, first come first served. */
export const EXPORTS_AT_ONCE = 4;
/** A user's exports in the gate at once (written or waiting); one more is refused. */
export const EXPORTS_PER_USER = 2;
/** Exports that may wait for a turn; past them the server answers 503 with Retry-After. */
export const EXPORTS_WAITING = 16;

/**
 * The gate every file export passes (lists, payroll, the financial report): a file of every
 * purchase is minutes of work, so they are written a few at a time per process, and no one user
 * can hold every turn (docs/decisions.md, Export).
 */
const gate = workGate(EXPORTS_AT_ONCE, {
  key: (request) => requireActor(request).user.id,
  perKey: EXPORTS_PER_USER,
  maxWaiting: EXPORTS_WAITING,
  refused: () => tooManyRequests(exportsInProgress(EXPORTS_PER_USER)),
  busy: () => new AppError(503, "busy", MSG.exportsBusy),
  retryAfterSeconds: 30,
});

/** Route options that put a route behind the export gate. */
export const exportGated = {
  preHandler: gate.preHandler,
  onResponse: gate.onResponse,
  onRequestAbort: gate.onRequestAbort,
};

/** For tests: how many exports are being written and how many wait. */
export const exportGateState = gate.state;
