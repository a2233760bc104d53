import { type AppLanguage, acceptedLanguage, localizeMessage } from "@storeops/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";

declare module "fastify" {
  interface FastifyRequest {
    /** The language the caller reads (Accept-Language: the web sends its current language on every call). */
    language: AppLanguage;
  }
}

/** The caller's language, read from the request. */
function requestLanguage(request: Pick<FastifyRequest, "headers">): AppLanguage {
  const header = request.headers["accept-language"];
  return acceptedLanguage(Array.isArray(header) ? header[0] : header);
}

type Answer = { message?: unknown; details?: { fields?: Record<string, unknown> } };

/** An answer's message and field messages in `language` (the domain's messages are written in English). */
function localizeAnswer<T>(payload: T, language: AppLanguage): T {
  if (language === "en" || payload === null || typeof payload !== "object" || Array.isArray(payload))
    return payload;
  const answer = payload as Answer;
  if (typeof answer.message !== "string") return payload;
  const fields = answer.details?.fields;
  return {
    ...answer,
    message: localizeMessage(answer.message, language),
    ...(fields && {
      details: {
        ...answer.details,
        fields: Object.fromEntries(
          Object.entries(fields).map(([key, messages]) => [
            key,
            Array.isArray(messages)
              ? messages.map((message) =>
                  typeof message === "string" ? localizeMessage(message, language) : message,
                )
              : messages,
          ]),
        ),
      },
    }),
  } as T;
}

/**
 * Every answer's `message` (refusals, validation errors and their fields, confirmations) in the
 * caller's language; the English stays the spec's words for an English caller.
 */
export const languagePlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest("language", "en");
  app.addHook("onRequest", async (request) => {
    request.language = requestLanguage(request);
  });
  app.addHook("preSerialization", async (request, _reply, payload) =>
    localizeAnswer(payload, request.language),
  );
});
