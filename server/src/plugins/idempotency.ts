import { createHash } from "node:crypto";
import { MSG } from "@storeops/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { AppError } from "../errors.ts";
import {
  claimKey,
  findKey,
  forgetKey,
  type KeyScope,
  keepAnswer,
  purgeKeys,
  takeOverClaim,
} from "./idempotency-store.ts";
import { backgroundJob } from "./readiness.ts";

/** 8 to 100 of letters, digits, '_', '-' and ':' (a UUID fits). */
const KEY = /^[A-Za-z0-9_:-]{8,100}$/;
const WRITES = new Set(["POST", "PUT", "PATCH"]);
/** A key answers its first result for a day; then it is forgotten. */
export const KEY_TTL_MS = 24 * 3_600_000;
/** A first answer larger than this is not kept (a replay is told it was done). */
const MAX_KEPT_BYTES = 256 * 1024;
/** Longer paths are not honoured (the key's row holds its path). */
const MAX_PATH = 1000;
const PURGE_EVERY_MS = 3_600_000;
const PURGE_BATCH = 500;

/**
 * The answers a replay receives again: 2xx, and the 4xx that say something about the request. A
 * 401, 403, 408, 409, 423 or 429 says something about the moment (a session, a lock, a race, a
 * limit) and a 5xx about the server: the key is forgotten and may be sent again.
 */
function kept(status: number): boolean {
  if (status >= 200 && status < 300) return true;
  return status >= 400 && status < 500 && ![401, 403, 408, 409, 423, 429].includes(status);
}

const digest = (text: string) => createHash("sha256").update(text).digest("hex");

/**
 * Whose key it is: the signed-in user; else a kiosk, by its token's digest (what kiosk_devices
 * keeps of it: one device); else nobody, and the header is not honoured.
 */
function ownerOf(request: FastifyRequest): string | null {
  if (request.actor) return `user:${request.actor.user.id}`;
  const header = request.headers["x-kiosk-token"];
  const authorization = request.headers.authorization;
  const token =
    typeof header === "string" && header.trim()
      ? header.trim()
      : authorization?.toLowerCase().startsWith("bearer ")
        ? authorization.slice(7).trim()
        : "";
  return token ? `kiosk:${digest(token)}` : null;
}

/** The request's body as sent (parsed JSON); a multipart upload is read by its handler, so only its scope counts. */
function requestHash(request: FastifyRequest): string | null {
  return request.isMultipart() ? null : digest(JSON.stringify(request.body ?? null));
}

/**
 * `Idempotency-Key` on POST, PUT and PATCH (issue #30; docs/decisions.md, API contract:
 * Idempotency-Key). The first request with a key claims it (one row, unique per owner, key,
 * method and path, so of two at once exactly one runs) and its answer is kept; a replay answers
 * that status and body with `Idempotent-Replayed: true` without running the handler; the same key
 * with another body is 422; a replay while the first still runs is 409 with Retry-After. The hooks
 * run before the handler (after auth has named the caller) and when the answer is sent (before
 * compression, which is a route's own onSend).
 */
export const idempotencyPlugin = fp(
  async (app: FastifyInstance) => {
    const claims = new WeakMap<FastifyRequest, string>();
    // A claim older than the longest request (an upload) belongs to a request that never answered.
    const staleMs = app.config.timeouts.uploadMs + 60_000;

    backgroundJob(app, PURGE_EVERY_MS, async () => {
      const before = new Date(Date.now() - KEY_TTL_MS).toISOString();
      try {
        while ((await purgeKeys(app.db, before, PURGE_BATCH)) === PURGE_BATCH);
      } catch (error) {
        app.log.error({ err: error }, "purging idempotency keys failed");
      }
    });

    app.addHook("preHandler", async (request, reply) => {
      const header = request.headers["idempotency-key"];
      if (header === undefined || !WRITES.has(request.method) || !request.url.startsWith("/api/")) return;
      const key = Array.isArray(header) ? header[0] : header;
      if (!key || !KEY.test(key))
        throw new AppError(400, "invalid_idempotency_key", MSG.idempotencyKeyInvalid);
      const owner = ownerOf(request);
      if (!owner || request.url.length > MAX_PATH) return;
      const scope: KeyScope = { owner, key, method: request.method, path: request.url };
      const hash = requestHash(request);
      const now = Date.now();
      const stamp = new Date(now).toISOString();
      // A few rounds at most: the row found may be forgotten or expire between two statements.
      for (let round = 0; round < 3; round++) {
        const claimed = await claimKey(app.db, scope, hash, stamp);
        if (claimed) {
          claims.set(request, claimed);
          return;
        }
        const row = await findKey(app.db, scope);
        if (!row) continue;
        if (now - Date.parse(row.created_at) > KEY_TTL_MS) {
          await forgetKey(app.db, row.id);
          continue;
        }
        if (row.request_hash !== hash) {
          throw new AppError(422, "idempotency_key_reused", MSG.idempotencyKeyReused);
        }
        if (row.status_code === null) {
          if (
            now - Date.parse(row.claimed_at) > staleMs &&
            (await takeOverClaim(app.db, row.id, row.claimed_at, stamp))
          ) {
            claims.set(request, row.id);
            return;
          }
          reply.header("Retry-After", "1");
          throw new AppError(409, "idempotency_in_progress", MSG.idempotencyInProgress);
        }
        reply.code(row.status_code).header("Idempotent-Replayed", "true");
        reply.type(row.content_type || "application/json");
        return reply.send(
          row.response ?? JSON.stringify({ message: MSG.idempotentAnswerTooLarge, code: "answer_not_kept" }),
        );
      }
      throw new AppError(409, "idempotency_in_progress", MSG.idempotencyInProgress);
    });

    app.addHook("onSend", async (request, reply, payload) => {
      const id = claims.get(request);
      if (id === undefined) return payload;
      claims.delete(request);
      if (!kept(reply.statusCode)) {
        await forgetKey(app.db, id);
        return payload;
      }
      const body =
        typeof payload === "string" ? payload : Buffer.isBuffer(payload) ? payload.toString("utf8") : null;
      const type = reply.getHeader("content-type");
      await keepAnswer(app.db, id, {
        status: reply.statusCode,
        contentType: typeof type === "string" ? type : null,
        body: body !== null && Buffer.byteLength(body) <= MAX_KEPT_BYTES ? body : null,
      });
      return payload;
    });
  },
  { name: "idempotency", dependencies: ["auth"] },
);
