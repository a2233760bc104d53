/**
 * Daily income records. `total_income` is computed by the server (cash + card + other) and
 * `store_code`/`store_name` are joined, so none of them is accepted. `store_id` is optional:
 * the server fills a staff user's current store and checks the scope.
 */
import { z } from "zod";
import { attachments, date, id, money, optionalText, time } from "../shared/fields.ts";
import { DEFAULT_WORK_END_TIME, DEFAULT_WORK_START_TIME, LONG_TEXT_LIMIT } from "../shared/limits.ts";

const fields = {
  store_id: id().nullable().optional(),
  date: date("Date"),
  work_start_time: time("Work start time").nullable().optional(),
  work_end_time: time("Work end time").nullable().optional(),
  income_cash: money("Cash income"),
  income_card: money("Card income"),
  income_other: money("Other income"),
  notes: optionalText("Notes", LONG_TEXT_LIMIT),
  attachments: attachments(),
};

/** Blank amounts count as 0; work hours default to 09:00–18:00 like the form. */
export const ZDailyIncomeCreate = z.strictObject({
  ...fields,
  work_start_time: fields.work_start_time.default(DEFAULT_WORK_START_TIME),
  work_end_time: fields.work_end_time.default(DEFAULT_WORK_END_TIME),
  income_cash: fields.income_cash.default(0),
  income_card: fields.income_card.default(0),
  income_other: fields.income_other.default(0),
});

export const ZDailyIncomeUpdate = z.strictObject(fields).partial();
