import {
  ATTACHMENT_TABLES,
  filesNotAttachable,
  MSG,
  mayAttachFiles,
  PENDING_UPLOAD_BYTES_TOTAL,
  PENDING_UPLOADS_PER_USER,
} from "@storeops/domain";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import { requireActor } from "../../access/actor.ts";
import type { DB } from "../../db/database.ts";
import { AppError, badRequest, forbidden } from "../../errors.ts";
import { pendingUploadBytes, pendingUploadsOf } from "./temp-files.repository.ts";

/** Temporary uploads this process receives at once; past it, 503. */
export const TEMP_UPLOADS_AT_ONCE = 8;
const RETRY_AFTER_SECONDS = 60;

export type AttachmentTable = (typeof ATTACHMENT_TABLES)[number];

export function attachmentTable(name: string): AttachmentTable {
  if (!(ATTACHMENT_TABLES as readonly string[]).includes(name)) throw badRequest(filesNotAttachable(name));
  return name as AttachmentTable;
}

export const quotaReached = () => new AppError(429, "upload_quota", MSG.uploadQuotaReached);

/** Bodies up to this size are drained after a refusal (the client reads the answer); larger ones are not taken in. */
const DRAINED_BYTES = 64 * 1024;

/**
 * A refusal sent before the body is read. Node discards the unread body of a kept connection; a
 * body over DRAINED_BYTES (or of no declared length) is not taken in at all: the connection
 * closes after the answer, and a client still sending sees the connection closed.
 */
export function refuseUnread(
  request: FastifyRequest,
  reply: FastifyReply,
  error: AppError,
  retryAfterSeconds?: number,
): AppError {
  if (retryAfterSeconds !== undefined) reply.header("retry-after", String(retryAfterSeconds));
  const declared = Number(request.headers["content-length"] ?? Number.NaN);
  if (!(declared <= DRAINED_BYTES)) reply.header("connection", "close");
  return error;
}

/**
 * At most `limit` requests of a route are received at once in this process (route hooks): `take`
 * before the body is read, the place given back when the answer is sent or the client has gone.
 */
export function uploadSlots(limit: number) {
  const holding = new WeakSet<FastifyRequest>();
  let taken = 0;
  const release = async (request: FastifyRequest) => {
    if (holding.delete(request)) taken--;
  };
  return {
    /** Takes a place for the request, or answers false when every place is taken. */
    take(request: FastifyRequest): boolean {
      if (taken >= limit) return false;
      taken++;
      holding.add(request);
      return true;
    },
    onResponse: release,
    onRequestAbort: release,
  };
}

/**
 * upload-temp's gate, before its body is read: a role that may attach files to the table, a user
 * within their quota of uploads waiting to be attached (the body's declared length counted in),
 * the bytes waiting over all users under their cap, and a free place among the uploads received
 * at once. The quota is checked again, atomically, when the files are stored (upload.ts).
 */
export function uploadGate(db: Kysely<DB>) {
  const slots = uploadSlots(TEMP_UPLOADS_AT_ONCE);
  const busy = () => new AppError(503, "busy", MSG.uploadsBusy);
  return {
    onRequest: async (request: FastifyRequest, reply: FastifyReply) => {
      const actor = requireActor(request);
      const table = attachmentTable((request.params as { table: string }).table);
      if (!mayAttachFiles(actor.user.role, table)) throw forbidden(MSG.attachNotAllowed);
      const pending = await pendingUploadsOf(db, actor.user.id);
      const declared = Number(request.headers["content-length"] ?? 0) || 0;
      if (
        pending.files >= PENDING_UPLOADS_PER_USER.files ||
        pending.bytes + declared > PENDING_UPLOADS_PER_USER.bytes
      ) {
        throw refuseUnread(request, reply, quotaReached());
      }
      if ((await pendingUploadBytes(db)) >= PENDING_UPLOAD_BYTES_TOTAL) {
        throw refuseUnread(request, reply, busy(), RETRY_AFTER_SECONDS);
      }
      if (!slots.take(request)) throw refuseUnread(request, reply, busy(), RETRY_AFTER_SECONDS);
    },
    onResponse: slots.onResponse,
    onRequestAbort: slots.onRequestAbort,
  };
}
