/**
 * A store's today list (issue #30): what is still to do today, each with where it is done.
 * GET /api/stores/{id}/today.
 */
import { z } from "zod";
import { CASH_UP_STATUSES } from "../cash-ups/options.ts";
import { ZOnShiftPerson } from "../time-entries/schema.ts";

/** How many days before today the list looks back for takings never entered. */
export const TAKINGS_LOOKBACK_DAYS = 7;
/** Waiting counts stop here ("99+"): the list says there is work, the screen lists it. */
export const WAITING_CAP = 99;

/** A day's cash-up as the list shows it: `none` until the drawer is counted. */
export const ZTodayCashUp = z.object({
  status: z.enum(["none", ...CASH_UP_STATUSES]),
  cash_up_id: z.string().nullable(),
  /** Counted − expected in dollars; null until counted. */
  variance: z.number().nullable(),
});
export type TTodayCashUp = z.infer<typeof ZTodayCashUp>;

export const ZStoreToday = z.object({
  store_id: z.string(),
  store_name: z.string(),
  /** The store's today (its time zone, the server's clock). */
  date: z.string(),
  takings: z.object({
    today_entered: z.boolean(),
    /** Days of the last seven before today with no daily income, oldest first. */
    missing_days: z.array(z.string()),
  }),
  on_shift: z.array(ZOnShiftPerson),
  /** Entries clocked in before today and never clocked out. */
  open_since_before_today: z.array(
    z.object({
      entry_id: z.string(),
      employee_name: z.string(),
      work_date: z.string(),
      clock_in_time: z.string(),
    }),
  ),
  /** The cash-ups of the store's today and yesterday (docs/decisions.md, Cash-ups). */
  cash_up: z.object({ today: ZTodayCashUp, yesterday: ZTodayCashUp }),
  /**
   * Purchases and expenses (reviewers) and cash-ups (accounting, admin) of the store waiting for
   * this user's approval, each at most WAITING_CAP + 1.
   */
  waiting_approval: z.object({ purchases: z.number(), expenses: z.number(), cash_ups: z.number() }),
});
export type TStoreToday = z.infer<typeof ZStoreToday>;
