import { MSG, selectableStores } from "@storeops/domain";
import type { Kysely } from "kysely";
import type { Actor } from "../../access/actor.ts";
import type { DB } from "../../db/database.ts";
import { forbidden, notFound } from "../../errors.ts";
import { deviceName } from "../notifications/device.ts";
import { writeActivity } from "../settings/activity-audit.ts";
import { requiresTwoFactor } from "../settings/settings-store.ts";
import {
  listUserSessions,
  revokeSession,
  revokeUserSessions,
  setSessionStore,
} from "./sessions.repository.ts";
import { findStoreRef } from "./store-refs.repository.ts";
import { presentSessionUser } from "./user.presenter.ts";

/** Ends the caller's session, with a LOGOUT audit entry. */
export async function signOut(db: Kysely<DB>, actor: Actor): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await revokeSession(trx, actor.session.id);
    await writeActivity(trx, actor.audit, {
      action: "LOGOUT",
      targetTable: "users",
      targetId: actor.user.id,
      description: `${actor.user.name} signed out`,
    });
  });
}

/** The signed-in user with the session's current store. */
export async function currentUser(db: Kysely<DB>, actor: Actor) {
  return presentSessionUser(
    actor.user,
    await findStoreRef(db, actor.currentStoreId),
    await requiresTwoFactor(db, actor.currentStoreId),
  );
}

/** Moves the session to another of the user's selectable stores. */
export async function switchStore(db: Kysely<DB>, actor: Actor, storeId: string) {
  const reachable = selectableStores(actor.user);
  const store = await findStoreRef(db, storeId);
  if (!store || (reachable !== "all" && !reachable.includes(store.id)))
    throw forbidden(MSG.noStorePermission);
  await setSessionStore(db, actor.session.id, store.id);
  return presentSessionUser(actor.user, store, await requiresTwoFactor(db, store.id));
}

/** The user's live sessions, the caller's own marked `current`. */
export async function listSessions(db: Kysely<DB>, actor: Actor) {
  const sessions = await listUserSessions(db, actor.user.id);
  return sessions.map((session) => ({
    id: session.id,
    // null: signed in while Settings → Security "Device tracking" was off.
    device: session.user_agent === null ? "Not recorded" : deviceName(session.user_agent),
    created_at: session.created_at,
    last_used_at: session.last_seen_at,
    last_seen_at: session.last_seen_at,
    expires_at: session.expires_at,
    ip_address: session.ip_address,
    user_agent: session.user_agent,
    remember: Boolean(session.remember),
    current: session.id === actor.session.id,
  }));
}

/** Ends one of the user's own sessions, with a LOGOUT audit entry; another user's session is not found. */
export async function endSession(db: Kysely<DB>, actor: Actor, sessionId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const revoked = await revokeSession(trx, sessionId, actor.user.id);
    if (!revoked) throw notFound(MSG.sessionNotFound);
    await writeActivity(trx, actor.audit, {
      action: "LOGOUT",
      targetTable: "sessions",
      targetId: sessionId,
      description: `${actor.user.name} ended ${sessionId === actor.session.id ? "this" : "another"} session`,
    });
  });
}

/** Ends all of the user's other sessions (docs/decisions.md, Auth), with one LOGOUT audit entry. */
export async function endOtherSessions(db: Kysely<DB>, actor: Actor): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const ended = await revokeUserSessions(trx, actor.user.id, actor.session.id);
    await writeActivity(trx, actor.audit, {
      action: "LOGOUT",
      targetTable: "sessions",
      description: `${actor.user.name} ended ${ended} other session(s)`,
    });
    return ended;
  });
}
