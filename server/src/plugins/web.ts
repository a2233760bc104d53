import fs from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply } from "fastify";
import fp from "fastify-plugin";

/** Vite names every file under assets/ by its content hash: a new build means a new name. */
export const IMMUTABLE = "public, max-age=31536000, immutable";
/** index.html (and so every client route) is checked with the server on each load. */
export const REVALIDATE = "no-cache";

function isHashedAsset(root: string, file: string): boolean {
  return path.relative(root, file).split(path.sep)[0] === "assets";
}

/**
 * Serves the built web app. Brotli and gzip copies are made at build time (web/vite.build-plugins.ts)
 * and sent as they are to browsers that accept them; hashed assets are cached for a year, the rest
 * revalidated. Client routes fall back to index.html, or to pages/<name>.html when the build wrote
 * one for that page (its chunks preloaded: / is pages/index.html, /login pages/login.html); /api
 * and missing assets stay 404.
 */
export const webPlugin = fp<{ root: string }>(async (app: FastifyInstance, options) => {
  if (!fs.existsSync(path.join(options.root, "index.html"))) {
    app.log.warn({ root: options.root }, "web app not built; run npm run build -w web");
    return;
  }
  // web/dist is a link to the current build (scripts/lib/build-once.mjs): followed once, so this
  // process serves the build it started with while a later start swaps the link.
  const root = fs.realpathSync(path.resolve(options.root));
  const pagesDir = path.join(root, "pages");
  const pages = new Set(
    fs.existsSync(pagesDir)
      ? fs.readdirSync(pagesDir).flatMap((file) => (file.endsWith(".html") ? [file.slice(0, -5)] : []))
      : [],
  );
  const setHeaders = (reply: FastifyReply, file: string) => {
    reply.header("Cache-Control", isHashedAsset(root, file) ? IMMUTABLE : REVALIDATE);
  };
  await app.register(fastifyStatic, {
    root,
    // One route per file found at start-up (dotfolders such as .vite/ are not served); the
    // compressed copies are chosen by Accept-Encoding, never addressed themselves.
    wildcard: false,
    globIgnore: ["**/*.br", "**/*.gz", "pages/**"],
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders,
  });
  app.get("/*", (request, reply) => {
    const pathname = request.url.split("?")[0] ?? "/";
    if (pathname === "/api" || pathname.startsWith("/api/") || pathname.startsWith("/assets/")) {
      return reply.callNotFound();
    }
    const page = pathname === "/" ? "index" : pathname.slice(1).replace(/\/$/, "");
    return reply.sendFile(pages.has(page) ? `pages/${page}.html` : "index.html");
  });
});
