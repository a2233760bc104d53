import { MSG } from "@storeops/domain";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import type { DB } from "../../db/database.ts";
import { AppError, tooManyRequests } from "../../errors.ts";
import { refuseUnread as unread, uploadSlots } from "../files/upload-gate.ts";
import { applicationsFromAddress } from "./careers.repository.ts";

/** Accepted applications per address per hour (docs/decisions.md, Careers); refused ones do not count toward it. */
export const APPLICATIONS_PER_HOUR = 5;
/** Refused submissions per address per hour (this process): past it, the next is refused unread. */
export const REFUSED_APPLICATIONS_PER_HOUR = 20;
/** Applications this process receives at once (each may carry a résumé); past it, 503. */
export const PUBLIC_UPLOADS_AT_ONCE = 8;
const RETRY_AFTER_SECONDS = 30;
const HOUR_MS = 3_600_000;
/** Addresses the refusal counter remembers; past it, the oldest window is forgotten. */
const MAX_ADDRESSES = 10_000;

/** Applications accepted from this address within the hour before `now`. */
export function applicationsSince(db: Kysely<DB>, ip: string, now: number): Promise<number> {
  return applicationsFromAddress(db, ip, new Date(now - HOUR_MS).toISOString());
}

/** Counts per address in hourly windows, in memory and bounded: checking it costs no query. */
function hourlyCounter() {
  const windows = new Map<string, { start: number; count: number }>();
  const current = (key: string, now: number) => {
    const window = windows.get(key);
    return window && now - window.start < HOUR_MS ? window : undefined;
  };
  return {
    count: (key: string, now: number) => current(key, now)?.count ?? 0,
    add(key: string, now: number) {
      const window = current(key, now);
      if (window) {
        window.count++;
        return;
      }
      windows.delete(key);
      if (windows.size >= MAX_ADDRESSES) {
        for (const [old, { start }] of windows) if (now - start >= HOUR_MS) windows.delete(old);
        const oldest = windows.keys().next();
        if (windows.size >= MAX_ADDRESSES && !oldest.done) windows.delete(oldest.value);
      }
      windows.set(key, { start: now, count: 1 });
    },
  };
}

/**
 * The public apply form's gate, run before its body is read (route hooks): an address past its
 * refused submissions (counted in memory) or its accepted applications (one count query) is
 * refused at once, and at most PUBLIC_UPLOADS_AT_ONCE applications are received at a time.
 * Every refused answer of the form counts toward the address's refusals.
 */
export function applyGate(db: Kysely<DB>) {
  const refused = hourlyCounter();
  const slots = uploadSlots(PUBLIC_UPLOADS_AT_ONCE);
  return {
    onRequest: async (request: FastifyRequest, reply: FastifyReply) => {
      const now = Date.now();
      if (refused.count(request.ip, now) >= REFUSED_APPLICATIONS_PER_HOUR) {
        throw unread(request, reply, tooManyRequests(MSG.tooManyRefusedApplications));
      }
      if ((await applicationsSince(db, request.ip, now)) >= APPLICATIONS_PER_HOUR) {
        throw unread(request, reply, tooManyRequests(MSG.tooManyApplications));
      }
      if (!slots.take(request)) {
        throw unread(request, reply, new AppError(503, "busy", MSG.applyBusy), RETRY_AFTER_SECONDS);
      }
    },
    onResponse: async (request: FastifyRequest, reply: FastifyReply) => {
      await slots.onResponse(request);
      if (reply.statusCode >= 400 && reply.statusCode < 500) refused.add(request.ip, Date.now());
    },
    onRequestAbort: slots.onRequestAbort,
  };
}
