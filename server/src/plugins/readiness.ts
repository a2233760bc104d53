import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/** Whether the process has finished preparing its database (migrations and the first seed). */
export interface Readiness {
  ready: boolean;
}

declare module "fastify" {
  interface FastifyInstance {
    readiness: Readiness;
  }
}

const ALWAYS_ANSWERED = new Set(["/api/health", "/api/ready"]);

/**
 * While the database is being prepared the process already listens, so a load balancer can ask
 * `/api/ready`; every other API call answers 503 `not_ready` until then (the web's files are served).
 */
export const readinessPlugin = fp(
  async (app: FastifyInstance, options: { readiness: Readiness }) => {
    app.decorate("readiness", options.readiness);
    app.addHook("onRequest", async (request, reply) => {
      if (options.readiness.ready) return;
      const path = request.url.split("?")[0] ?? "";
      if (!path.startsWith("/api/") || ALWAYS_ANSWERED.has(path)) return;
      reply.header("retry-after", "2");
      return reply.code(503).send({
        message: "The server is starting: the database is being prepared. Try again in a moment.",
        code: "not_ready",
      });
    });
  },
  { name: "readiness" },
);

/**
 * A background job that reads the database: run at start-up once the database is prepared, then
 * every `everyMs`. Until the process is ready it waits (the tables may not exist yet).
 */
export function backgroundJob(app: FastifyInstance, everyMs: number, job: () => Promise<void>): void {
  const run = async (): Promise<void> => {
    if (!app.readiness.ready) {
      setTimeout(() => void run(), 5_000).unref();
      return;
    }
    await job();
  };
  const timer = setInterval(() => void run(), everyMs);
  timer.unref();
  app.addHook("onReady", async () => {
    await run();
  });
  app.addHook("onClose", async () => clearInterval(timer));
}
