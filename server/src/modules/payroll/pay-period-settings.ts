import {
  DEFAULT_PAY_PERIOD_SETTINGS,
  MSG,
  type TPayPeriodSettings,
  ZPayPeriodSettingsUpdate,
} from "@storeops/domain";
import type { Kysely } from "kysely";
import type { Actor } from "../../access/actor.ts";
import { requireAccess } from "../../access/permissions.ts";
import { diffChanges, writeAudit } from "../../audit/audit.ts";
import type { DB } from "../../db/database.ts";
import { forbidden } from "../../errors.ts";
import { deepMerge, invalidateSettings, readSetting, writeSetting } from "../settings/settings-store.ts";

/** The settings document of pay periods and overtime (docs/decisions.md, Payroll, payroll runs). */
const PAY_PERIOD_KEY = "pay_periods";

/** The organisation's pay period settings, over their defaults (monthly from the 1st, 40 h at 1.5×). */
export function readPayPeriodSettings(db: Kysely<DB>): Promise<TPayPeriodSettings> {
  return readSetting(db, PAY_PERIOD_KEY, DEFAULT_PAY_PERIOD_SETTINGS);
}

/** `GET /api/payroll-runs/settings`: whoever reads payroll runs (admin, accounting). */
export function payPeriodSettings(db: Kysely<DB>, actor: Actor): Promise<TPayPeriodSettings> {
  requireAccess(actor, "payroll_runs", "read");
  return readPayPeriodSettings(db);
}

/**
 * `PUT /api/payroll-runs/settings`: an admin changes them, audited. Runs already approved keep
 * their figures; drafts and previews are worked out under the new settings.
 */
export async function savePayPeriodSettings(
  db: Kysely<DB>,
  actor: Actor,
  body: unknown,
): Promise<TPayPeriodSettings> {
  if (actor.user.role !== "admin") throw forbidden(MSG.forbidden);
  const patch = ZPayPeriodSettingsUpdate.parse(body ?? {});
  const before = await readPayPeriodSettings(db);
  const after = deepMerge(before, patch);
  const changes = diffChanges(before, after);
  if (Object.keys(changes).length === 0) return after;
  await db.transaction().execute(async (trx) => {
    await writeSetting(trx, PAY_PERIOD_KEY, after, actor.user.id);
    await writeAudit(trx, actor.audit, {
      action: "UPDATE",
      targetTable: "settings",
      targetId: PAY_PERIOD_KEY,
      description: `${actor.user.name} updated pay period settings`,
      changes,
    });
  });
  invalidateSettings();
  return after;
}
