import {
  ZAvailability,
  ZAvailabilityQuery,
  ZAvailabilitySave,
  ZScheduleApplyTemplates,
  ZScheduleCopyWeek,
  ZScheduleFilled,
  ZScheduleHoliday,
  ZScheduleHolidayCreate,
  ZScheduleHolidays,
  ZScheduleHolidaysQuery,
  ZScheduleIdParams,
  ZSchedulePublish,
  ZSchedulePublished,
  ZScheduleStoreQuery,
  ZScheduleTemplates,
  ZScheduleTemplatesSave,
  ZScheduleWeek,
  ZScheduleWeekQuery,
} from "@storeops/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireActor } from "../../access/actor.ts";
import { documentedOnly } from "../../plugins/serializer.ts";
import { availability, saveAvailability } from "./availability.service.ts";
import { applyTemplates, copyWeek, publishWeek } from "./plan.service.ts";
import {
  addScheduleHoliday,
  removeScheduleHoliday,
  saveShiftTemplates,
  scheduleHolidays,
  shiftTemplates,
} from "./setup.service.ts";
import { scheduleWeek } from "./week.service.ts";

const tags = ["schedules"];
const PLANNERS =
  "Admins (any store) and store managers (their stores) plan; the ceo and accounting read (403 with the matrix's words for a write); a store outside the caller's stores is 404 `Store not found`.";

/** A store's week of shifts (issue #33, items 1–3; docs/decisions.md, Schedules). */
export async function scheduleRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    "/schedules/week",
    {
      schema: {
        tags,
        description: `The store's shifts of the 7 days from week_start (the screens start weeks on Monday), with each day's and the week's hours; for every role but staff also projected takings (the same weekday's average daily income over the 8 weeks before, the store's holidays and days without income left out, the days averaged listed), projected labour cost (scheduled hours at each employee's wage in force that day, overtime past the payroll rule's weekly hours at its multiplier, salaries pro rata), labour % against the store's target, each employee's hours and pay (the cost only for admins), the warnings before publishing (over_target, overtime, short_rest, on_leave, unavailable, overlap) and the history of the week's published shifts. Staff get the published shifts of their store only, with no figures. ${PLANNERS}`,
        querystring: ZScheduleWeekQuery,
        // Built to the schema by the service (its declared return type): written as it is.
        response: { 200: documentedOnly(ZScheduleWeek) },
      },
    },
    (request) => scheduleWeek(app.db, requireActor(request), request.query),
  );

  app.post(
    "/schedules/publish",
    {
      schema: {
        tags,
        description: `Publishes the week's draft shifts in one transaction (one UPDATE audit entry, a history line per shift); each employee with a newly published shift is told their week's shifts (event shifts_published: bell or email per their choice). Answers how many were published and how many people were told; publishing a week with no drafts publishes nothing. ${PLANNERS}`,
        body: ZSchedulePublish,
        response: { 200: ZSchedulePublished },
      },
    },
    (request) => publishWeek(app.db, requireActor(request), request.body),
  );

  app.post(
    "/schedules/copy-week",
    {
      schema: {
        tags,
        description: `Copies every shift of the week from from_week_start onto the same days of the week from to_week_start, as drafts at the same times on the store's clock (daylight saving is the target day's). A person no longer working at the store, or who already has a shift starting then, is skipped and listed. ${PLANNERS}`,
        body: ZScheduleCopyWeek,
        response: { 200: ZScheduleFilled },
      },
    },
    (request) => copyWeek(app.db, requireActor(request), request.body),
  );

  app.get(
    "/schedules/templates",
    {
      schema: {
        tags,
        description: `The store's shift templates: its usual shifts per weekday (1 Monday … 7 Sunday), each of one employee. Staff are refused (403). ${PLANNERS}`,
        querystring: ZScheduleStoreQuery,
        response: { 200: ZScheduleTemplates },
      },
    },
    (request) => shiftTemplates(app.db, requireActor(request), request.query.store_id),
  );

  app.put(
    "/schedules/templates",
    {
      schema: {
        tags,
        description: `Replaces one weekday's templates with the lines given (an empty list clears the weekday); each names a working employee of the store (400 otherwise). One UPDATE audit entry. ${PLANNERS}`,
        body: ZScheduleTemplatesSave,
        response: { 200: ZScheduleTemplates },
      },
    },
    (request) => saveShiftTemplates(app.db, requireActor(request), request.body),
  );

  app.post(
    "/schedules/apply-templates",
    {
      schema: {
        tags,
        description: `Adds the templates of the weekdays given (every weekday by default) to the week's matching dates, as drafts; skips as copy-week does. ${PLANNERS}`,
        body: ZScheduleApplyTemplates,
        response: { 200: ZScheduleFilled },
      },
    },
    (request) => applyTemplates(app.db, requireActor(request), request.body),
  );

  app.get(
    "/schedules/holidays",
    {
      schema: {
        tags,
        description: `The store's holidays (from–to when given): days left out of the takings forecast. ${PLANNERS}`,
        querystring: ZScheduleHolidaysQuery,
        response: { 200: ZScheduleHolidays },
      },
    },
    (request) => scheduleHolidays(app.db, requireActor(request), request.query),
  );

  app.post(
    "/schedules/holidays",
    {
      schema: {
        tags,
        description: `Marks a day of the store a holiday (one per day: 409 \`This day is already marked as a holiday.\`). Audited. ${PLANNERS}`,
        body: ZScheduleHolidayCreate,
        response: { 201: ZScheduleHoliday },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await addScheduleHoliday(app.db, requireActor(request), request.body)),
  );

  app.delete(
    "/schedules/holidays/:id",
    {
      schema: {
        tags,
        description: `Removes a holiday (another store's is 404 \`Holiday not found\`). Audited. ${PLANNERS}`,
        params: ZScheduleIdParams,
        response: { 200: ZScheduleHoliday },
      },
    },
    (request) => removeScheduleHoliday(app.db, requireActor(request), request.params.id),
  );

  app.get(
    "/schedules/availability",
    {
      schema: {
        tags,
        description:
          "When each employee can work, per weekday (1 Monday … 7 Sunday; a weekday never given reads as available all day): staff their own record of the current store; the other roles every working employee of store_id (required; 404 outside their stores).",
        querystring: ZAvailabilityQuery,
        response: { 200: ZAvailability },
      },
    },
    (request) => availability(app.db, requireActor(request), request.query),
  );

  app.put(
    "/schedules/availability",
    {
      schema: {
        tags,
        description:
          "Sets the weekdays given (others unchanged): `available` false is a day off; `from_time` and `to_time` (both or neither; an end at or before the start is the next day) limit the hours. Staff give their own (no employee_id; another's is 403); an admin or a store manager anyone's of their stores (employee_id; 404 outside them); accounting and the ceo are refused (403). Audited on the staff record.",
        body: ZAvailabilitySave,
        response: { 200: ZAvailability },
      },
    },
    (request) => saveAvailability(app.db, requireActor(request), request.body),
  );
}
