import { ADMIN_ONLY_USER_KEYS, adminOnlyProfileField, MSG, ZOwnProfileUpdate } from "@storeops/domain";
import type { Kysely } from "kysely";
import type { Actor } from "../../access/actor.ts";
import { diffChanges, writeAudit } from "../../audit/audit.ts";
import type { DB } from "../../db/database.ts";
import { forbidden, notFound } from "../../errors.ts";
import { nowIso } from "../../ids.ts";
import { writeActivity } from "../settings/activity-audit.ts";
import { zoneToGeneral } from "../settings/person-zone.ts";
import { invalidateSettings, readOwnSettings, requiresTwoFactor } from "../settings/settings-store.ts";
import { listUserSessions } from "./sessions.repository.ts";
import { findStoreRef } from "./store-refs.repository.ts";
import { recoveryCodesLeft } from "./two-factor.service.ts";
import { presentSessionUser } from "./user.presenter.ts";
import { findUserById } from "./users.repository.ts";

/**
 * PATCH /api/auth/v1/user: one's own name, phone, bio, job title, department, location and time
 * zone. The profile form also sends the email: the same value is accepted and ignored, another
 * one (or a role, stores, status) is refused: only an admin changes those, through users.
 */
export async function updateOwnProfile(db: Kysely<DB>, actor: Actor, body: Record<string, unknown>) {
  const { user } = actor;
  const current = user as unknown as Record<string, unknown>;
  const input = { ...body };
  for (const key of ADMIN_ONLY_USER_KEYS) {
    if (!(key in input)) continue;
    const given = key === "email" ? String(input[key]).trim().toLowerCase() : input[key];
    if (JSON.stringify(given) !== JSON.stringify(current[key])) {
      throw forbidden(adminOnlyProfileField(key));
    }
    delete input[key];
  }
  const patch = ZOwnProfileUpdate.parse(input);
  const before = Object.fromEntries(Object.keys(patch).map((key) => [key, current[key] ?? null]));
  const changes = diffChanges(before, patch as Record<string, unknown>);
  if (Object.keys(changes).length > 0) {
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable("users")
        .set({ ...patch, updated_at: nowIso() })
        .where("id", "=", user.id)
        .execute();
      await writeAudit(trx, actor.audit, {
        action: "UPDATE",
        targetTable: "users",
        targetId: user.id,
        description: `${user.name} updated their profile`,
        changes,
      });
      if (typeof patch.timezone === "string" && "timezone" in changes)
        await zoneToGeneral(trx, user.id, patch.timezone);
    });
    invalidateSettings();
  }
  const saved = await findUserById(db, user.id);
  if (!saved) throw notFound(MSG.userNotFound);
  return presentSessionUser(
    saved,
    await findStoreRef(db, actor.currentStoreId),
    await requiresTwoFactor(db, actor.currentStoreId),
  );
}

/** Account Activity on the profile: real figures, not the spec's placeholders. */
export async function accountActivity(db: Kysely<DB>, actor: Actor) {
  const { user } = actor;
  const [created, sessions] = await Promise.all([
    db
      .selectFrom("audit_user_action_totals")
      .select("count as n")
      .where("user_id", "=", user.id)
      .where("action", "=", "CREATE")
      .executeTakeFirst(),
    listUserSessions(db, user.id),
  ]);
  return {
    records_created: Number(created?.n ?? 0),
    last_login_at: user.last_login_at ?? null,
    member_since: user.created_at,
    two_factor_enabled: user.totp_enabled,
    recovery_codes_left: user.totp_enabled ? recoveryCodesLeft(user) : 0,
    active_sessions: sessions.length,
  };
}

/** GET /api/auth/v1/user/export: profile, settings and account information, with an EXPORT entry. */
export async function exportOwnData(db: Kysely<DB>, actor: Actor) {
  const [settings, activity, store] = await Promise.all([
    readOwnSettings(db, actor.user.id),
    accountActivity(db, actor),
    findStoreRef(db, actor.currentStoreId),
  ]);
  const { user_metadata: _metadata, ...profile } = presentSessionUser(
    actor.user,
    store,
    await requiresTwoFactor(db, actor.currentStoreId),
  );
  const data = {
    exported_at: nowIso(),
    profile,
    settings,
    account: {
      ...activity,
      role: actor.user.role,
      status: actor.user.status,
      password_changed_at: actor.user.password_changed_at,
    },
  };
  await writeActivity(db, actor.audit, {
    action: "EXPORT",
    targetTable: "users",
    targetId: actor.user.id,
    description: `${actor.user.name} downloaded their profile data (JSON)`,
  });
  return data;
}
