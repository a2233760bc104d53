import { cashVariance, DEFAULT_STORE_SETTINGS, denominationTotal, expectedCash, MSG } from "@storeops/domain";
import type { Kysely } from "kysely";
import type { DB } from "../../db/database.ts";
import { badRequest } from "../../errors.ts";
import type { Patch } from "../../rest/write-context.ts";
import { parseSettings } from "../stores/stores.service.ts";
import { dayCash } from "./cash-ups.repository.ts";

type Row = Patch<"cash_ups">;

const fieldError = (field: string, message: string) =>
  badRequest(message, { fields: { [field]: [message] } });

/** The counted notes and coins of a row (JSON text, as stored), or null when none were given. */
function countsOf(row: Row): Record<string, number> | null {
  if (row.denominations == null || row.denominations === "") return null;
  const parsed: unknown = JSON.parse(row.denominations);
  return parsed && typeof parsed === "object" ? (parsed as Record<string, number>) : null;
}

/**
 * The count of a cash-up as the server keeps it (cents): the day's terms read now, the expected
 * cash, the counted cash (the notes and coins add up to it when given), the variance and a
 * deposit no larger than the count. Answers the columns to store.
 */
async function recount(db: Kysely<DB>, row: Row): Promise<Row> {
  const storeId = String(row.store_id);
  const terms = await dayCash(db, storeId, String(row.business_date));
  const float = Number(row.opening_float ?? 0);
  const drops = Number(row.cash_drops ?? 0);
  const expected = expectedCash({ ...terms, opening_float: float, cash_drops: drops });
  let counted = row.counted_cash == null ? null : Number(row.counted_cash);
  const counts = countsOf(row);
  if (counts) {
    const total = denominationTotal(counts);
    if (total === null) throw fieldError("denominations", MSG.cashUpDenominationsInvalid);
    if (counted !== null && counted !== total)
      throw fieldError("counted_cash", MSG.cashUpDenominationsMismatch);
    counted = total;
  }
  const deposit = row.deposit_amount == null ? null : Number(row.deposit_amount);
  if (deposit !== null && counted !== null && deposit > counted) {
    throw fieldError("deposit_amount", MSG.cashUpDepositTooLarge);
  }
  return {
    ...terms,
    expected_cash: expected,
    counted_cash: counted,
    variance: counted === null ? null : cashVariance(counted, expected),
  };
}

/**
 * A change of the count with what the server keeps of it: counted notes and coins replace a total
 * typed before (unless the change gives both), and the terms, expected cash and variance are read
 * again for the row as it will be.
 */
export async function countChange(db: Kysely<DB>, before: Row, patch: Row): Promise<Row> {
  const change = { ...patch };
  if (change.denominations != null && change.counted_cash === undefined) change.counted_cash = null;
  return { ...change, ...(await recount(db, { ...before, ...change })) };
}

/** The store's cash-up tolerance in cents (store settings, `cash_up`; $5 unless set). */
export async function toleranceCents(db: Kysely<DB>, storeId: string): Promise<number> {
  const store = await db.selectFrom("stores").select("settings").where("id", "=", storeId).executeTakeFirst();
  const settings = parseSettings(store?.settings ?? null);
  const tolerance = settings.cash_up?.variance_tolerance ?? DEFAULT_STORE_SETTINGS.cash_up.variance_tolerance;
  return Math.round(tolerance * 100);
}
