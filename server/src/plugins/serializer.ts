import { serializerCompiler as zodSerializerCompiler } from "fastify-type-provider-zod";

const asWritten = new WeakSet<object>();

/**
 * A response schema that only documents an answer (any record, as the generic data API returns
 * them): the answer goes out as the handler wrote it, without Zod copying every row of a page
 * first. Zod would change nothing in it: `z.record(z.string(), z.unknown())` accepts any value.
 */
export function documentedOnly<T extends object>(schema: T): T {
  asWritten.add(schema);
  return schema;
}

/** Zod's serializer (fastify-type-provider-zod), except for the answers `documentedOnly` describes. */
export const serializerCompiler: typeof zodSerializerCompiler = (route) =>
  asWritten.has(route.schema as object) ? (data) => JSON.stringify(data) : zodSerializerCompiler(route);
