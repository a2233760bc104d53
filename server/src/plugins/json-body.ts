import { MAX_JSON_DEPTH } from "@storeops/domain";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { badRequest } from "../errors.ts";

/**
 * Whether JSON text nests arrays and objects deeper than `max`, found by one loop over the
 * characters (no recursion), so a 100,000-level body cannot overflow the stack here or later
 * in validation, serialization or JSON.stringify.
 */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c)
        i++; // backslash: skip the escaped character
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x5b || char === 0x7b) {
      if (++depth > max) return true;
    } else if (char === 0x5d || char === 0x7d) depth--;
  }
  return false;
}

/** Fastify's own JSON parser (prototype-poisoning checks included) behind a nesting limit. */
export const jsonBodyPlugin = fp(async (app: FastifyInstance) => {
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    const text = String(body);
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
      done(badRequest(`The JSON body nests deeper than ${MAX_JSON_DEPTH} levels.`), undefined);
      return;
    }
    void parseJson(request, text, done);
  });
});
