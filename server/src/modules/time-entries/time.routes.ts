import {
  type RowOf,
  rowSchema,
  ZBreakEnd,
  ZBreakStart,
  ZClockInFor,
  ZEntryBreak,
  ZOnShift,
  ZOnShiftQuery,
} from "@storeops/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { type Actor, requireActor } from "../../access/actor.ts";
import { notFound } from "../../errors.ts";
import { presentRecords } from "../../rest/read.service.ts";
import { inTransaction } from "../../rest/write.service.ts";
import { endBreak, entryBreaks, onShift, startBreak } from "./shift.service.ts";
import { clockInEmployee, type WriteContext } from "./time-entries.table.ts";

const tags = ["time"];
const TABLE = "employee_time_entries" as const;
const WHO =
  "Staff act for themselves (no `employee_id`); an admin or a store manager for an employee of their stores (`employee_id`, 404 `Employee not found` outside them); accounting and the ceo are refused (403).";

/** The store's shift as it happens (issue #30): who is on shift, a live clock-in, breaks. */
export async function timeRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.db, dialect: app.dialect };
  // The generic front's transaction with the time entries' write context (store clock, audit).
  const inEntries = <R>(actor: Actor, work: (ctx: WriteContext) => Promise<R>) =>
    inTransaction(deps, actor, TABLE, (ctx) => work(ctx as unknown as WriteContext));

  app.get(
    "/time/on-shift",
    {
      schema: {
        tags,
        description:
          "Who is clocked in now: each open time entry of `store_id` (a store the caller reaches; 404 `Store not found` otherwise) or of every store the caller reaches — employee, position, store, work date, clock-in time, and the running break (start, paid) if any — longest on shift first, at most 500. Staff see their current store.",
        querystring: ZOnShiftQuery,
        response: { 200: ZOnShift },
      },
    },
    (request) => onShift(app.db, requireActor(request), request.query.store_id),
  );

  app.post(
    "/time/clock-in",
    {
      schema: {
        tags,
        description:
          "An admin or store manager clocks an employee of one of their stores in, now: the work date and clock-in time are the server's clock in the store's time zone. One open entry per employee (409 naming the open one); audited as CLOCK_IN. Staff use their own quick clock-in (POST /api/rest/v1/employee_time_entries); others are refused (403). Clock out with the existing PATCH.",
        body: ZClockInFor,
        response: { 201: rowSchema(TABLE) },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      const created = await inEntries(actor, (ctx) => clockInEmployee(ctx, request.body));
      const [record] = await presentRecords(deps, actor, TABLE, [created.id]);
      if (!record) throw notFound();
      return reply.code(201).send(record as RowOf<typeof TABLE>);
    },
  );

  app.post(
    "/time/break/start",
    {
      schema: {
        tags,
        description: `Starts a break of the employee's open time entry, now (server time, store zone); \`paid\` marks a paid rest break (counted as worked), unpaid otherwise. 409 when the employee is not clocked in or a break is already running. Audited as BREAK_START. ${WHO}`,
        body: ZBreakStart,
        response: { 201: ZEntryBreak },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      const started = await inEntries(actor, (ctx) => startBreak(ctx, request.body));
      return reply.code(201).send(started);
    },
  );

  app.post(
    "/time/break/end",
    {
      schema: {
        tags,
        description: `Ends the running break of the employee's open time entry, now; the entry's break hours become the total of its unpaid breaks. 409 when no break is running. Audited as BREAK_END. A break still running when the entry is clocked out ends at the clock-out. ${WHO}`,
        body: ZBreakEnd,
        response: { 200: ZEntryBreak },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      return inEntries(actor, (ctx) => endBreak(ctx, request.body));
    },
  );

  app.get(
    "/time/entries/:id/breaks",
    {
      schema: {
        tags,
        description:
          "The breaks of one time entry the caller may read (staff: their own), in the order they started. 404 `Time entry not found` otherwise.",
        params: z.object({ id: z.string().min(1).max(100) }),
        response: { 200: z.array(ZEntryBreak) },
      },
    },
    (request) => entryBreaks(app.db, requireActor(request), request.params.id),
  );
}
