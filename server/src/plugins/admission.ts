import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/**
 * Requests start one per turn of the event loop, in the order they arrived.
 *
 * Node accepts at most one new connection per turn of its event loop, and a turn runs every
 * request whose bytes have arrived. Under load (hundreds of busy connections on SQLite, whose
 * queries run on this thread) a turn grows to hundreds of milliseconds, so a client that connects
 * then waits behind every connection opened before it — measured: a new connection answered only
 * after 17 s, when the load stopped. Starting each request in its own short turn keeps turns
 * short, so new connections are accepted within milliseconds and every client is served in turn;
 * the work done per second is unchanged.
 */
export function admissionQueue() {
  const waiting: Array<() => void> = [];
  let scheduled = false;
  const next = () => {
    scheduled = false;
    waiting.shift()?.();
    if (waiting.length > 0) schedule();
  };
  const schedule = () => {
    scheduled = true;
    setImmediate(next);
  };
  return {
    /** Resolves when it is this request's turn to start. */
    admit(): Promise<void> {
      return new Promise((resolve) => {
        waiting.push(resolve);
        if (!scheduled) schedule();
      });
    },
  };
}

export const admissionPlugin = fp(
  async (app: FastifyInstance) => {
    const queue = admissionQueue();
    app.addHook("onRequest", () => queue.admit());
  },
  { name: "admission" },
);
