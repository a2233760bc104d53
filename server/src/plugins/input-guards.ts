import { MAX_JSON_DEPTH } from "@storeops/domain";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { badRequest } from "../errors.ts";

const NUL_REFUSED = "Text may not contain the NUL character (\\u0000).";

/**
 * What makes JSON text unfit before it is parsed: nesting deeper than `maxDepth` (which would
 * overflow the stack in validation or JSON.stringify) or a `\u0000` escape (PostgreSQL text
 * cannot hold it). One loop over the characters, no recursion, so any size is safe to check.
 */
export function jsonTextProblem(text: string, maxDepth: number): string | undefined {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c) {
        if (text.startsWith("u0000", i + 1)) return NUL_REFUSED;
        i++; // skip the escaped character
      } else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x5b || char === 0x7b) {
      if (++depth > maxDepth) return `The JSON body nests deeper than ${maxDepth} levels.`;
    } else if (char === 0x5d || char === 0x7d) depth--;
  }
  return undefined;
}

/**
 * Input every route refuses alike, before routing or parsing: a NUL in the URL, and JSON bodies
 * the checks above refuse. JSON is then parsed by Fastify's own parser (prototype-poisoning
 * checks included).
 */
export const inputGuardsPlugin = fp(async (app: FastifyInstance) => {
  app.addHook("onRequest", async (request) => {
    if (/%00|\0/i.test(request.url)) throw badRequest(NUL_REFUSED);
  });
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    const text = String(body);
    const problem = jsonTextProblem(text, MAX_JSON_DEPTH);
    if (problem) {
      done(badRequest(problem), undefined);
      return;
    }
    // An empty body, or `null`, is no body: an action route (approve, pay…) takes one without
    // options, and a route that needs a body says so in the API's words.
    if (text.trim() === "") {
      done(null, undefined);
      return;
    }
    void parseJson(request, text, (error, value) => done(error, value === null ? undefined : value));
  });
});
