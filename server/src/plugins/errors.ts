import { MSG, requestMessages } from "@storeops/domain";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { ZodError } from "zod";
import { AppError } from "../errors.ts";

/** Field path → messages, from zod issues. */
export function fieldErrors(error: ZodError): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.join(".") : "_";
    fields[key] = [...(fields[key] ?? []), issue.message];
  }
  return fields;
}

/**
 * The answer's message: the first field's message as worded (the spec's words, or ours naming the
 * field by its label); which field it is, is told by `details.fields`.
 */
function firstMessage(fields: Record<string, string[]>): string {
  return Object.values(fields)[0]?.[0] ?? MSG.validationFailed;
}

/** Fastify's own 4xx refusals (body parsing, size, media type) in our words, never its text or code. */
function frameworkRefusal(code: string | undefined): { message: string; code: string } {
  switch (code) {
    case "FST_ERR_CTP_INVALID_JSON_BODY":
    case "FST_ERR_CTP_EMPTY_JSON_BODY":
      return { message: MSG.invalidJson, code: "invalid_json" };
    case "FST_ERR_CTP_BODY_TOO_LARGE":
      return { message: MSG.bodyTooLarge, code: "body_too_large" };
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
    case "FST_ERR_CTP_INVALID_CONTENT_LENGTH":
      return { message: MSG.unsupportedBody, code: "unsupported_body" };
    default:
      return { message: MSG.requestUnreadable, code: "bad_request" };
  }
}

/** Duck-typed unique/foreign-key violations of SQLite and PostgreSQL. */
function constraintKind(error: unknown): "unique" | "foreign_key" | undefined {
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (code === "23505" || code === "SQLITE_CONSTRAINT_UNIQUE" || code === "SQLITE_CONSTRAINT_PRIMARYKEY")
    return "unique";
  if (code === "23503" || code === "SQLITE_CONSTRAINT_FOREIGNKEY") return "foreign_key";
  if (typeof message === "string" && message.includes("UNIQUE constraint failed")) return "unique";
  if (typeof message === "string" && message.includes("FOREIGN KEY constraint failed")) return "foreign_key";
  return undefined;
}

/** Errors Fastify raises before routing (bad URL encoding, over-long parameters), in the API's shape. */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  if (error.code === "FST_ERR_MAX_PARAM_LENGTH") {
    return reply.status(414).send({ message: MSG.pathParamTooLong, code: "uri_too_long" });
  }
  if (error.code === "FST_ERR_BAD_URL") {
    return reply.status(400).send({ message: MSG.badUrl, code: "bad_url" });
  }
  return reply.status(400).send({ message: MSG.notRouted, code: "bad_request" });
}

export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | Error, request, reply) => {
    if (error instanceof AppError) {
      return reply
        .status(error.statusCode)
        .send({ message: error.message, code: error.code, details: error.details });
    }
    if (error instanceof ZodError) {
      const fields = fieldErrors(error);
      return reply
        .status(400)
        .send({ message: firstMessage(fields), code: "validation_failed", details: { fields } });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const key = issue.instancePath.replace(/^\//, "").replaceAll("/", ".") || "_";
        fields[key] = [...(fields[key] ?? []), issue.message ?? MSG.validationFailed];
      }
      return reply
        .status(400)
        .send({ message: firstMessage(fields), code: "validation_failed", details: { fields } });
    }
    const kind = constraintKind(error);
    if (kind === "unique") {
      return reply.status(409).send({ message: MSG.uniqueConflict, code: "conflict" });
    }
    if (kind === "foreign_key") {
      return reply.status(409).send({ message: MSG.referenceConflict, code: "conflict" });
    }
    const status = (error as FastifyError).statusCode;
    if (status && status >= 400 && status < 500) {
      return reply.status(status).send(frameworkRefusal((error as FastifyError).code));
    }
    request.log.error({ err: error }, "unhandled error");
    return reply.status(500).send({ message: MSG.internalError, code: "internal_error" });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({
      message: requestMessages.routeNotFound(request.method, request.url.split("?")[0] ?? ""),
      code: "not_found",
    });
  });
});
