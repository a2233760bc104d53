/**
 * The SQL of the Idempotency-Key plugin (idempotency.ts): claim a key before the handler runs,
 * keep the first answer, forget a claim whose answer is not kept, purge keys past their day.
 */
import type { Kysely } from "kysely";
import type { DB } from "../db/database.ts";
import { newId } from "../ids.ts";

/** Who sent a key, with what and where: a key is one caller's, for one method and path. */
export interface KeyScope {
  owner: string;
  key: string;
  method: string;
  path: string;
}

function inScope(db: Kysely<DB>, scope: KeyScope) {
  return db
    .selectFrom("idempotency_keys")
    .where("owner", "=", scope.owner)
    .where("idem_key", "=", scope.key)
    .where("method", "=", scope.method)
    .where("path", "=", scope.path);
}

export function findKey(db: Kysely<DB>, scope: KeyScope) {
  return inScope(db, scope)
    .select(["id", "request_hash", "status_code", "content_type", "response", "created_at", "claimed_at"])
    .executeTakeFirst();
}

/** Claims the key for this request: its row id, or undefined when the key is already claimed. */
export async function claimKey(
  db: Kysely<DB>,
  scope: KeyScope,
  requestHash: string | null,
  now: string,
): Promise<string | undefined> {
  const id = newId();
  const inserted = await db
    .insertInto("idempotency_keys")
    .values({
      id,
      owner: scope.owner,
      idem_key: scope.key,
      method: scope.method,
      path: scope.path,
      request_hash: requestHash,
      status_code: null,
      content_type: null,
      response: null,
      created_at: now,
      claimed_at: now,
    })
    .onConflict((oc) => oc.columns(["owner", "idem_key", "method", "path"]).doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0 ? id : undefined;
}

/**
 * Takes over a claim whose request never answered (its process stopped): only while it is still
 * unanswered and claimed at `claimedAt`, so of two takers one wins.
 */
export async function takeOverClaim(db: Kysely<DB>, id: string, claimedAt: string, now: string) {
  const result = await db
    .updateTable("idempotency_keys")
    .set({ claimed_at: now })
    .where("id", "=", id)
    .where("status_code", "is", null)
    .where("claimed_at", "=", claimedAt)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Keeps the first answer of a claimed key. */
export async function keepAnswer(
  db: Kysely<DB>,
  id: string,
  answer: { status: number; contentType: string | null; body: string | null },
): Promise<void> {
  await db
    .updateTable("idempotency_keys")
    .set({ status_code: answer.status, content_type: answer.contentType, response: answer.body })
    .where("id", "=", id)
    .execute();
}

/** Forgets a claim (its answer is not kept, or the key expired): the key may be used again. */
export async function forgetKey(db: Kysely<DB>, id: string): Promise<void> {
  await db.deleteFrom("idempotency_keys").where("id", "=", id).execute();
}

/** Deletes up to `limit` keys created before `before`; answers how many. */
export async function purgeKeys(db: Kysely<DB>, before: string, limit: number): Promise<number> {
  const result = await db
    .deleteFrom("idempotency_keys")
    .where(
      "id",
      "in",
      db.selectFrom("idempotency_keys").select("id").where("created_at", "<", before).limit(limit),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
