import { DEFAULT_APP_SETTINGS, DEFAULT_USER_POLICY_SETTINGS } from "@storeops/domain";
import type { Kysely } from "kysely";
import type { DB } from "../../db/database.ts";
import { readSetting } from "../settings/settings-store.ts";

export interface SessionPolicy {
  /** Lifetime of a normal session (application settings: session duration). */
  durationMs: number;
  /** Lifetime of a "Remember me" session. */
  rememberMs: number;
  /** A normal session not used for this long expires (session timeout). */
  idleMs: number;
  /** Live sessions one account may hold; a sign-in beyond it ends the least recently used. */
  maxConcurrent: number;
}

export async function loadSessionPolicy(db: Kysely<DB>): Promise<SessionPolicy> {
  const [policy, app] = await Promise.all([
    readSetting(db, "user_policy", DEFAULT_USER_POLICY_SETTINGS),
    readSetting(db, "application", DEFAULT_APP_SETTINGS),
  ]);
  return {
    durationMs: app.system.session_duration_hours * 3600_000,
    rememberMs: policy.sessions.remember_me_days * 86_400_000,
    idleMs: policy.sessions.timeout_minutes * 60_000,
    maxConcurrent: policy.sessions.max_concurrent,
  };
}
