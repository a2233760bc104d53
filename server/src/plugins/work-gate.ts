import type { FastifyReply, FastifyRequest } from "fastify";

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
export function workGate(limit: number) {
  let running = 0;
  const waiting: Array<() => void> = [];
  const holding = new WeakSet<FastifyRequest>();
  const gone = new WeakSet<FastifyRequest>();

  const release = async (request: FastifyRequest) => {
    if (!holding.delete(request)) return;
    const next = waiting.shift();
    if (next) next();
    else running--;
  };

  return {
    preHandler: async (request: FastifyRequest, reply: FastifyReply) => {
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
