import { MSG } from "@storeops/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { AppError } from "../errors.ts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** The host (with port) an `Origin` header names, or undefined when it names none (`null`, junk). */
function originHost(origin: string): string | undefined {
  try {
    return new URL(origin).host.toLowerCase() || undefined;
  } catch {
    return undefined;
  }
}

/**
 * True when a browser sent this request from another origin. The session cookie is
 * SameSite=Strict, but another port of the same host is the same site, so the cookie alone does
 * not prove the page is ours. The scheme is left out on purpose: behind a TLS-terminating proxy
 * the app sees http while the browser's Origin says https; the host and port still must match.
 */
function crossOrigin(request: FastifyRequest): boolean {
  if (request.headers["sec-fetch-site"] === "cross-site") return true;
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  return originHost(origin) !== request.host.toLowerCase();
}

/**
 * Refuses writes (anything but GET, HEAD, OPTIONS) sent by a page of another origin. Requests
 * without `Origin` — API clients with a bearer token, server-to-server calls — pass.
 */
export const originPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook("onRequest", async (request) => {
      if (SAFE_METHODS.has(request.method) || !crossOrigin(request)) return;
      throw new AppError(403, "cross_origin_request", MSG.crossOriginRefused);
    });
  },
  { name: "origin" },
);
