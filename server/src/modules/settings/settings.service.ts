import {
  MSG,
  mayReadSettings,
  mayWriteSettings,
  OWN_SETTINGS_SECTIONS,
  SETTINGS_SECTION_UPDATES,
  SETTINGS_SECTIONS,
  type SettingsSection,
  type TAppSettings,
  type TSettingsAnswer,
  unknownSettingsSection,
} from "@storeops/domain";
import type { Kysely } from "kysely";
import type { Actor } from "../../access/actor.ts";
import { diffChanges, writeAudit } from "../../audit/audit.ts";
import type { DB } from "../../db/database.ts";
import { badRequest, forbidden, notFound } from "../../errors.ts";
import { assertWhitelist } from "./ip-whitelist.ts";
import { zoneToProfile } from "./person-zone.ts";
import {
  APP_KEY,
  deepMerge,
  invalidateSettings,
  ownKey,
  POLICY_KEY,
  readAppSettings,
  readOwnSettings,
  readUserPolicy,
  writeSetting,
} from "./settings-store.ts";

/**
 * Every section as stored. The security tab's session timeout and password expiry are the user
 * policy's (one setting shown in two places), so both screens always agree.
 */
async function readAll(db: Kysely<DB>, userId: string): Promise<Record<SettingsSection, object>> {
  const [app, policy, own] = await Promise.all([
    readAppSettings(db),
    readUserPolicy(db),
    readOwnSettings(db, userId),
  ]);
  return {
    ...own,
    security: {
      ...app.security,
      session_timeout: policy.sessions.timeout_minutes,
      password_expiry: policy.password_policy.expiry_days,
    },
    integrations: app.integrations,
    system: app.system,
    user_policy: policy,
  };
}

/** GET /api/settings: the sections the caller may see. */
export async function getSettings(db: Kysely<DB>, actor: Actor): Promise<TSettingsAnswer> {
  const all = await readAll(db, actor.user.id);
  return Object.fromEntries(
    SETTINGS_SECTIONS.filter((section) => mayReadSettings(actor.user.role, section)).map((section) => [
      section,
      all[section],
    ]),
  );
}

/** Each caller's own sections, stored under their own key; the others are organisation-wide. */
function isOwn(section: SettingsSection): boolean {
  return (OWN_SETTINGS_SECTIONS as readonly string[]).includes(section);
}

function isSection(value: string): value is SettingsSection {
  return (SETTINGS_SECTIONS as readonly string[]).includes(value);
}

/** PUT /api/settings/{section}: merges the keys given, with one audit entry when something changed. */
export async function putSettings(
  db: Kysely<DB>,
  actor: Actor,
  section: string,
  body: unknown,
): Promise<TSettingsAnswer> {
  if (!isSection(section)) throw notFound(unknownSettingsSection(section));
  const role = actor.user.role;
  if (!mayWriteSettings(role, section)) {
    throw forbidden(role === "ceo" ? MSG.ceoReadOnly : MSG.settingsNotPermitted);
  }
  const patch = SETTINGS_SECTION_UPDATES[section].parse(body ?? {}) as Record<string, unknown>;
  if (section === "security" && typeof patch.ip_whitelist === "string")
    assertWhitelist(patch.ip_whitelist, actor);
  // Whoever requires two-factor sign-in has it, so the requirement can always be lifted again.
  if (section === "security" && patch.two_factor_auth === true && !actor.user.totp_enabled)
    throw badRequest(MSG.twoFactorSelfFirst);
  const before = (await readAll(db, actor.user.id))[section] as Record<string, unknown>;
  const after = deepMerge(before, patch);
  const changes = diffChanges(before, after);
  if (Object.keys(changes).length > 0) {
    await db.transaction().execute(async (trx) => {
      await store(trx, actor.user.id, section, after);
      if (section === "general" && typeof changes.timezone !== "undefined")
        await zoneToProfile(trx, actor.user.id, String(after.timezone));
      await writeAudit(trx, actor.audit, {
        action: "UPDATE",
        targetTable: "settings",
        targetId: isOwn(section) ? ownKey(actor.user.id) : section,
        description: `${actor.user.name} updated ${section.replace("_", " ")} settings`,
        changes,
      });
    });
    invalidateSettings();
  }
  return getSettings(db, actor);
}

async function store(
  db: Kysely<DB>,
  userId: string,
  section: SettingsSection,
  value: Record<string, unknown>,
) {
  if (isOwn(section)) {
    const own = await readOwnSettings(db, userId);
    await writeSetting(db, ownKey(userId), { ...own, [section]: value }, userId);
    return;
  }
  if (section === "user_policy") {
    await writeSetting(db, POLICY_KEY, value, userId);
    return;
  }
  const app = await readAppSettings(db);
  if (section === "security") {
    const { session_timeout, password_expiry, ...rest } = value as TAppSettings["security"];
    const policy = await readUserPolicy(db);
    await writeSetting(
      db,
      POLICY_KEY,
      deepMerge(policy, {
        sessions: { ...policy.sessions, timeout_minutes: session_timeout },
        password_policy: { ...policy.password_policy, expiry_days: password_expiry },
      }),
      userId,
    );
    await writeSetting(
      db,
      APP_KEY,
      { ...app, security: { ...app.security, ...rest, session_timeout, password_expiry } },
      userId,
    );
    return;
  }
  await writeSetting(db, APP_KEY, { ...app, [section]: value }, userId);
}
