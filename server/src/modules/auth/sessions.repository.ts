import { createHash, randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { DB } from "../../db/database.ts";
import { newId, nowIso } from "../../ids.ts";

export interface SessionRow {
  id: string;
  user_id: string;
  current_store_id: string | null;
  remember: number;
  ip_address: string | null;
  user_agent: string | null;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
  revoked_at: string | null;
}

/** Tokens are opaque random strings; only their SHA-256 is stored. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("base64url");
}

export async function createSession(
  db: Kysely<DB>,
  input: {
    userId: string;
    currentStoreId: string | null;
    remember: boolean;
    /** null when Settings → Security "Device tracking" is off. */
    ip: string | null;
    userAgent: string | null;
    ttlMs: number;
  },
): Promise<{ token: string; session: SessionRow }> {
  const token = randomBytes(32).toString("base64url");
  const now = new Date();
  const session: SessionRow = {
    id: newId(),
    user_id: input.userId,
    current_store_id: input.currentStoreId,
    remember: input.remember ? 1 : 0,
    ip_address: input.ip,
    user_agent: input.userAgent,
    created_at: now.toISOString(),
    last_seen_at: now.toISOString(),
    expires_at: new Date(now.getTime() + input.ttlMs).toISOString(),
    revoked_at: null,
  };
  await db
    .insertInto("sessions")
    .values({ ...session, token_hash: hashToken(token) })
    .execute();
  return { token, session };
}

export async function findLiveSession(db: Kysely<DB>, token: string): Promise<SessionRow | undefined> {
  const row = await db
    .selectFrom("sessions")
    .selectAll()
    .where("token_hash", "=", hashToken(token))
    .where("revoked_at", "is", null)
    .where("expires_at", ">", nowIso())
    .executeTakeFirst();
  if (!row) return undefined;
  const { token_hash: _hash, ...session } = row;
  return session as unknown as SessionRow;
}

export async function touchSession(db: Kysely<DB>, id: string): Promise<void> {
  await db.updateTable("sessions").set({ last_seen_at: nowIso() }).where("id", "=", id).execute();
}

export async function revokeSession(db: Kysely<DB>, id: string, userId?: string): Promise<number> {
  let query = db
    .updateTable("sessions")
    .set({ revoked_at: nowIso() })
    .where("id", "=", id)
    .where("revoked_at", "is", null);
  if (userId) query = query.where("user_id", "=", userId);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Ends every live session of the user (but `exceptId`); returns how many ended. */
export async function revokeUserSessions(db: Kysely<DB>, userId: string, exceptId?: string): Promise<number> {
  let query = db
    .updateTable("sessions")
    .set({ revoked_at: nowIso() })
    .where("user_id", "=", userId)
    .where("revoked_at", "is", null);
  if (exceptId) query = query.where("id", "!=", exceptId);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Ends the user's usable sessions beyond the `keep` most recently used (a normal session idle
 * longer than `idleMs` is already unusable and does not count). Returns the ended ids.
 */
export async function endSessionsBeyond(
  db: Kysely<DB>,
  userId: string,
  keep: number,
  idleMs: number,
): Promise<string[]> {
  const idleSince = new Date(Date.now() - idleMs).toISOString();
  const usable = await db
    .selectFrom("sessions")
    .select("id")
    .where("user_id", "=", userId)
    .where("revoked_at", "is", null)
    .where("expires_at", ">", nowIso())
    .where((eb) => eb.or([eb("remember", "=", 1), eb("last_seen_at", ">", idleSince)]))
    .orderBy("last_seen_at", "desc")
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
  const ended = usable.slice(keep).map((row) => row.id);
  if (ended.length > 0) {
    await db.updateTable("sessions").set({ revoked_at: nowIso() }).where("id", "in", ended).execute();
  }
  return ended;
}

export async function listUserSessions(db: Kysely<DB>, userId: string): Promise<SessionRow[]> {
  const rows = await db
    .selectFrom("sessions")
    .select([
      "id",
      "user_id",
      "current_store_id",
      "remember",
      "ip_address",
      "user_agent",
      "created_at",
      "last_seen_at",
      "expires_at",
      "revoked_at",
    ])
    .where("user_id", "=", userId)
    .where("revoked_at", "is", null)
    .where("expires_at", ">", nowIso())
    .orderBy("last_seen_at", "desc")
    .execute();
  return rows as unknown as SessionRow[];
}

export async function setSessionStore(db: Kysely<DB>, id: string, storeId: string | null): Promise<void> {
  await db.updateTable("sessions").set({ current_store_id: storeId }).where("id", "=", id).execute();
}
