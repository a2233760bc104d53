import type { FastifyReply, FastifyRequest } from "fastify";
import type { AppError } from "../errors.ts";

/**
 * Limits by caller, beside the process-wide one: `key` names the caller of a request (its user);
 * a caller with `perKey` requests in the gate (working or waiting) is refused `refused` at once,
 * and when `maxWaiting` requests already wait, the next is refused `busy` (503, Retry-After).
 */
export interface GateLimits {
  key: (request: FastifyRequest) => string;
  perKey: number;
  maxWaiting: number;
  refused: () => AppError;
  busy: () => AppError;
  retryAfterSeconds: number;
}

/**
 * At most `limit` requests through the gate at once in this process; the others wait their turn,
 * first come first served. For answers that are large to build (a year's report of every store is
 * ~18k trend rows, 3.4 MB of JSON): the work is CPU on this one thread, so running 32 at once is no
 * faster than running them in turn, but it holds 32 of them in memory. Route hooks: the slot is
 * taken before the handler and given back when the answer has been sent or the client has gone.
 * A request whose client left while it waited is dropped when its turn comes, unbuilt: let through,
 * it would run beside the ones holding the slots (32 clients that time out at once would build 32
 * year-long reports together: 773 MB, and a heap capped at 160 MB ran out).
 */
export function workGate(limit: number, limits?: GateLimits) {
  let running = 0;
  const waiting: Array<() => void> = [];
  const holding = new WeakSet<FastifyRequest>();
  const gone = new WeakSet<FastifyRequest>();
  /** Per caller: its requests in the gate (working or waiting), and each request's caller. */
  const perKey = new Map<string, number>();
  const keyOf = new WeakMap<FastifyRequest, string>();

  const leave = (request: FastifyRequest) => {
    const key = keyOf.get(request);
    if (key === undefined) return;
    keyOf.delete(request);
    const count = (perKey.get(key) ?? 1) - 1;
    if (count > 0) perKey.set(key, count);
    else perKey.delete(key);
  };
  const release = async (request: FastifyRequest) => {
    leave(request);
    if (!holding.delete(request)) return;
    const next = waiting.shift();
    if (next) next();
    else running--;
  };
  /** Counts the request against its caller, or refuses it before it takes or awaits a slot. */
  const admit = (request: FastifyRequest, reply: FastifyReply) => {
    if (!limits) return;
    const key = limits.key(request);
    if ((perKey.get(key) ?? 0) >= limits.perKey) throw limits.refused();
    if (running >= limit && waiting.length >= limits.maxWaiting) {
      reply.header("retry-after", String(limits.retryAfterSeconds));
      throw limits.busy();
    }
    perKey.set(key, (perKey.get(key) ?? 0) + 1);
    keyOf.set(request, key);
  };

  return {
    preHandler: async (request: FastifyRequest, reply: FastifyReply) => {
      admit(request, reply);
      if (running < limit) running++;
      else await new Promise<void>((resolve) => waiting.push(resolve));
      holding.add(request);
      if (!gone.has(request)) return;
      // The client left while it waited: its turn passes on at once and nothing is built for it.
      await release(request);
      reply.hijack();
      reply.raw.destroy();
    },
    onResponse: release,
    onRequestAbort: async (request: FastifyRequest) => {
      gone.add(request);
      await release(request);
    },
    /** For tests: how many hold a slot and how many wait. */
    state: () => ({ running, waiting: waiting.length }),
  };
}
