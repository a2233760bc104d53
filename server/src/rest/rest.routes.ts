import { isTableName, requestMessages, type TableName } from "@storeops/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireActor } from "../access/actor.ts";
import { badRequest, notFound } from "../errors.ts";
import { documentedOnly } from "../plugins/serializer.ts";
import { listRecords } from "./read.service.ts";
import { createRecord, deleteRecords, updateRecords } from "./write.service.ts";

const params = z.object({ table: z.string() });
const option = (description: string) => z.string().optional().describe(description);
const filter = (op: string) =>
  option(`${op}=column.value; ${op}1, ${op}2… for more filters of the same operator.`);
/**
 * The query options of docs/decisions.md, API contract: general rules, each a named parameter so the OpenAPI description lists
 * them; numbered repeats (eq1, order1…) pass through to the parser, which refuses unknown keys.
 */
export const listQuery = z
  .object({
    select: option("`*` or a comma list of columns."),
    order: option("column.asc|desc; order1, order2… for more sort keys."),
    limit: option("Rows per page, default 100, at most 1000."),
    offset: option("Rows to skip."),
    q: option("Case-insensitive search over the table's searchable fields."),
    count: option(
      "`exact` adds the X-Total-Count header. `estimated` adds it while at most 1,000 rows match; past that it adds X-Total-Count-At-Least: 1000 instead (a common search term is not counted to the end).",
    ),
    eq: filter("eq"),
    neq: filter("neq"),
    gt: filter("gt"),
    gte: filter("gte"),
    lt: filter("lt"),
    lte: filter("lte"),
    like: filter("like"),
    ilike: filter("ilike"),
    in: option("in=column.a,b,c."),
    is: option("is=column.null."),
  })
  .catchall(z.string());
const rows = documentedOnly(z.array(z.record(z.string(), z.unknown())));
const record = documentedOnly(z.record(z.string(), z.unknown()));

const description = {
  list: "List rows. Options: select, order=col.asc|desc (order1…), limit (≤ 1000), offset, eq/neq/gt/gte/lt/lte/like/ilike/in/is=col.value (eq1…), q, count=exact|estimated.",
};

function tableOf(request: FastifyRequest<{ Params: { table: string } }>): TableName {
  const { table } = request.params;
  if (!isTableName(table)) throw badRequest(requestMessages.unknownTable(table));
  return table;
}

/** The generic data API of docs/decisions.md, API contract: general rules over every table of the registry. */
export async function dataRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.db, dialect: app.dialect };
  const tags = ["data"];

  app.get(
    "/:table",
    {
      schema: {
        tags,
        params,
        querystring: listQuery,
        description: description.list,
        response: { 200: rows },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      const result = await listRecords(deps, actor, tableOf(request), request.query);
      if (result.total !== undefined) reply.header("X-Total-Count", String(result.total));
      if (result.atLeast !== undefined) reply.header("X-Total-Count-At-Least", String(result.atLeast));
      return result.rows;
    },
  );

  app.get(
    "/:table/:id",
    {
      schema: {
        tags,
        description: "One row by id; 404 when it does not exist or lies outside the user's stores.",
        params: z.object({ table: z.string(), id: z.string() }),
        querystring: z.object({ select: z.string().optional() }),
        response: { 200: record },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const { select } = request.query;
      const result = await listRecords(deps, actor, tableOf(request), {
        eq: `id.${request.params.id}`,
        limit: "1",
        ...(select ? { select } : {}),
      });
      const [row] = result.rows;
      if (!row) throw notFound();
      return row;
    },
  );

  app.post(
    "/:table",
    { schema: { tags, params, body: record, response: { 201: record } } },
    async (request, reply) => {
      const actor = requireActor(request);
      const created = await createRecord(deps, actor, tableOf(request), request.body);
      return reply.status(201).send(created);
    },
  );

  app.patch(
    "/:table",
    { schema: { tags, params, querystring: listQuery, body: record, response: { 200: rows } } },
    async (request) =>
      updateRecords(deps, requireActor(request), tableOf(request), request.query, request.body),
  );

  app.delete(
    "/:table",
    { schema: { tags, params, querystring: listQuery, response: { 200: rows } } },
    async (request) => deleteRecords(deps, requireActor(request), tableOf(request), request.query),
  );
}
