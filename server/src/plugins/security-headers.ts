import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import helmet, { type HelmetOptions } from "helmet";

/** What every answer declares about itself (the hardening checks: test/hardening.test.ts). */
const OPTIONS: Readonly<HelmetOptions> = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      imgSrc: ["'self'", "data:", "blob:"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      scriptSrc: ["'self'"],
      frameAncestors: ["'none'"],
      // The installable app (issue #30): its service worker and web manifest come from this site only.
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      // The app may be served over plain HTTP on a LAN; upgrading would break it.
      upgradeInsecureRequests: null,
    },
  },
  // No page of ours is ever shown in a frame, by anyone.
  frameguard: { action: "deny" },
};

/**
 * Helmet's headers, worked out once: with no per-request nonce they are the same for every answer.
 * @fastify/helmet built Helmet's middleware (parsing the CSP directives) on every request, 2-3 % of
 * a list page's time.
 */
function helmetHeaders(options: Readonly<HelmetOptions>): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value;
    },
    removeHeader: () => undefined,
  };
  helmet(options)({} as never, response as never, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

export const securityHeadersPlugin = fp(
  async (app: FastifyInstance) => {
    const headers = helmetHeaders(OPTIONS);
    app.addHook("onRequest", (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
  },
  { name: "security-headers" },
);
