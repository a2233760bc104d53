import fs from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/** Serves the built web app; client routes fall back to index.html, /api stays JSON. */
export const webPlugin = fp<{ root: string }>(async (app: FastifyInstance, options) => {
  const index = path.join(options.root, "index.html");
  if (!fs.existsSync(index)) {
    app.log.warn({ root: options.root }, "web app not built; run npm run build -w web");
    return;
  }
  await app.register(fastifyStatic, { root: options.root, wildcard: false, index: false });
  const html = fs.readFileSync(index);
  app.get("/*", (request, reply) => {
    if (request.url.startsWith("/api/") || request.url === "/api") return reply.callNotFound();
    const file = path.join(options.root, decodeURIComponent(request.url.split("?")[0] ?? "/"));
    if (file.startsWith(options.root + path.sep) && fs.existsSync(file) && fs.statSync(file).isFile()) {
      const relative = path.relative(options.root, file);
      const immutable = relative.startsWith("assets");
      reply.header("Cache-Control", immutable ? "public, max-age=31536000, immutable" : "no-cache");
      return reply.sendFile(relative);
    }
    return reply.type("text/html").header("Cache-Control", "no-cache").send(html);
  });
});
