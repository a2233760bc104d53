/**
 * Cash-ups (docs/decisions.md, Cash-ups). The terms of the expected cash, the variance, the
 * status and who counted or approved are the server's, so none of them is accepted. `store_id`
 * is optional: the server fills the caller's current store and checks the scope.
 */
import { z } from "zod";
import { date, id, money, optionalText } from "../shared/fields.ts";
import { LONG_TEXT_LIMIT, TEXT_LIMIT } from "../shared/limits.ts";
import { CASH_UP_MESSAGES } from "./messages.ts";
import { denominationTotal } from "./rules.ts";

/** {"2000": 3}: face value in cents → how many; at most 30 kinds of note and coin. */
const denominations = () =>
  z
    .record(z.string().max(10), z.number({ error: CASH_UP_MESSAGES.cashUpDenominationsInvalid }), {
      error: CASH_UP_MESSAGES.cashUpDenominationsInvalid,
    })
    .refine((counts) => Object.keys(counts).length <= 30 && denominationTotal(counts) !== null, {
      error: CASH_UP_MESSAGES.cashUpDenominationsInvalid,
    })
    .nullable()
    .optional();

/** What the counter fills in: the float, the drops, the count, the reason and the deposit. */
const countFields = {
  opening_float: money("Opening float"),
  cash_drops: money("Cash dropped to the safe"),
  counted_cash: money("Counted cash").nullable().optional(),
  denominations: denominations(),
  variance_reason: optionalText("Variance reason", TEXT_LIMIT),
  deposit_amount: money("Deposit amount").nullable().optional(),
  bank_reference: optionalText("Bank reference", 100),
  notes: optionalText("Notes", LONG_TEXT_LIMIT),
};

export const ZCashUpCreate = z.strictObject({
  ...countFields,
  store_id: id().nullable().optional(),
  business_date: date("Business date"),
  opening_float: countFields.opening_float.default(0),
  cash_drops: countFields.cash_drops.default(0),
});

/** A change of the count while it is open (or rejected and counted again); the store and day stay. */
export const ZCashUpUpdate = z.strictObject(countFields).partial();

/** Submit: the last changes of the count, if any, go with it. */
export const ZCashUpSubmit = z.strictObject(countFields).partial();

/** Approve a submitted cash-up, with optional notes. */
export const ZCashUpApprove = z.strictObject({ notes: optionalText("Notes", LONG_TEXT_LIMIT) });

/** Reject a submitted cash-up: a reason is required (`reason` or `rejection_reason`). */
export const ZCashUpReject = z
  .strictObject({
    reason: optionalText("Reason", TEXT_LIMIT),
    rejection_reason: optionalText("Reason", TEXT_LIMIT),
  })
  .transform((body) => ({ rejection_reason: (body.rejection_reason ?? body.reason ?? "").trim() }))
  .refine((body) => body.rejection_reason !== "", {
    error: CASH_UP_MESSAGES.cashUpRejectReason,
    path: ["rejection_reason"],
  });

/** The day's terms before a cash-up exists: `GET /api/cash-ups/terms?store_id=&business_date=`. */
export const ZCashUpTermsQuery = z.object({ store_id: id(), business_date: date("Business date") });

/** The expected cash and its terms, in dollars, with the store's tolerance. */
export const ZCashUpTerms = z.object({
  store_id: z.string(),
  business_date: z.string(),
  cash_takings: z.number().describe("the day's daily income cash, all records of the day"),
  cash_purchases: z.number().describe("purchases of the day paid in cash, not rejected"),
  cash_expenses: z.number().describe("expenses of the day paid in cash, not rejected"),
  variance_tolerance: z
    .number()
    .describe("the store's tolerance: a variance beyond it needs a reason and approval"),
  cash_up_id: z.string().nullable().describe("the day's cash-up, when one exists"),
});
export type TCashUpTerms = z.infer<typeof ZCashUpTerms>;
