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

function firstMessage(fields: Record<string, string[]>): string {
  const first = Object.entries(fields)[0];
  if (!first) return "Validation failed";
  const [field, messages] = first;
  return field === "_" ? (messages[0] ?? "Validation failed") : `${field}: ${messages[0]}`;
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
    return reply.status(414).send({ message: "A path parameter is too long.", code: "uri_too_long" });
  }
  if (error.code === "FST_ERR_BAD_URL") {
    return reply.status(400).send({ message: "The URL is not validly percent-encoded.", code: "bad_url" });
  }
  return reply.status(400).send({ message: "The request could not be routed.", code: "bad_request" });
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
        fields[key] = [...(fields[key] ?? []), issue.message ?? "Invalid value"];
      }
      return reply
        .status(400)
        .send({ message: firstMessage(fields), code: "validation_failed", details: { fields } });
    }
    const kind = constraintKind(error);
    if (kind === "unique") {
      return reply
        .status(409)
        .send({ message: "A record with the same unique value already exists.", code: "conflict" });
    }
    if (kind === "foreign_key") {
      return reply.status(409).send({
        message: "This record is referenced by other records or refers to a missing one.",
        code: "conflict",
      });
    }
    const status = (error as FastifyError).statusCode;
    if (status && status >= 400 && status < 500) {
      const code = (error as FastifyError).code;
      const message =
        code === "FST_ERR_CTP_INVALID_JSON_BODY" || code === "FST_ERR_CTP_EMPTY_JSON_BODY"
          ? "Request body is not valid JSON"
          : error.message;
      return reply.status(status).send({ message, code: code?.toLowerCase() ?? "bad_request" });
    }
    request.log.error({ err: error }, "unhandled error");
    return reply.status(500).send({ message: "Internal server error", code: "internal_error" });
  });

  app.setNotFoundHandler((request, reply) => {
    reply
      .status(404)
      .send({ message: `Route ${request.method} ${request.url.split("?")[0]} not found`, code: "not_found" });
  });
});
