import {
  RECORD_ACTIONS,
  ZCashUpApprove,
  ZCashUpCreate,
  ZCashUpReject,
  ZCashUpSubmit,
  ZCashUpTerms,
  ZCashUpTermsQuery,
  ZCashUpUpdate,
  ZCashVarianceQuery,
  ZCashVarianceReport,
} from "@storeops/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireActor } from "../../access/actor.ts";
import { createRecord, updateRecords } from "../../rest/write.service.ts";
import {
  approveCashUp,
  dayTerms,
  type PresentedCashUp,
  presentCashUp,
  rejectCashUp,
  submitCashUp,
} from "./cash-ups.service.ts";
import { cashVarianceReport } from "./cash-variance.ts";

const tags = ["cash-ups"];
const idParams = z.object({ id: z.string().min(1).max(100) });
const ZCashUpRecord = z
  .object({ id: z.string(), status: z.string(), allowed_actions: z.array(z.enum(RECORD_ACTIONS)) })
  .loose()
  .describe("the cash-up as /api/rest/v1/cash_ups presents it (dollars), with what the caller may do now");
const SCOPE =
  "Staff and managers count their stores' drawers; accounting and admins decide, and managers where a rule's step names them; another store's cash-up is 404.";

/** Cash-ups (issue #30, docs/decisions.md): count a store's till, submit it, approve or reject it. */
export async function cashUpsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.db, dialect: app.dialect };

  app.get(
    "/cash-ups/terms",
    {
      schema: {
        tags,
        description: `The day's terms of the expected cash of a store before it is counted: its daily income cash, purchases and expenses paid in cash (not rejected), the store's tolerance and the day's cash-up if one exists. ${SCOPE}`,
        querystring: ZCashUpTermsQuery,
        response: { 200: ZCashUpTerms },
      },
    },
    (request) => dayTerms(deps, requireActor(request), request.query.store_id, request.query.business_date),
  );

  app.post(
    "/cash-ups",
    {
      schema: {
        tags,
        description: `Opens the cash-up of a store's business day (today or before; one per store and day, a second is 409) with its opening float, and what is counted so far. The server reads the day's cash and keeps the expected cash and the variance. Audited as CREATE. ${SCOPE}`,
        body: ZCashUpCreate,
        response: { 201: ZCashUpRecord },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send((await createRecord(deps, requireActor(request), "cash_ups", request.body)) as PresentedCashUp),
  );

  app.get(
    "/cash-ups/:id",
    {
      schema: {
        tags,
        description: `One cash-up. ${SCOPE}`,
        params: idParams,
        response: { 200: ZCashUpRecord },
      },
    },
    (request) => presentCashUp(deps, requireActor(request), request.params.id),
  );

  app.patch(
    "/cash-ups/:id",
    {
      schema: {
        tags,
        description: `Changes the count of an open or rejected cash-up (a submitted or approved one is 409); the expected cash is read again. ${SCOPE}`,
        params: idParams,
        body: ZCashUpUpdate,
        response: { 200: ZCashUpRecord },
      },
    },
    async (request) => {
      const filter = { eq: `id.${request.params.id}` };
      const actor = requireActor(request);
      await updateRecords(deps, actor, "cash_ups", filter, request.body);
      return presentCashUp(deps, actor, request.params.id);
    },
  );

  const actions = [
    [
      "submit",
      ZCashUpSubmit.nullish(),
      submitCashUp,
      "Submits the count (with its last changes): counted cash is required; a variance beyond the store's tolerance needs `variance_reason` and waits for approval (`submitted`) along the steps of the first approval rule of cash-ups its store and |variance| match (else the usual approvers: accounting, admin), one within it is approved at once. A new submit starts the steps afresh. Audited as SUBMIT.",
    ],
    [
      "approve",
      ZCashUpApprove.nullish(),
      approveCashUp,
      "Approves the current approval step of a submitted cash-up, by someone the step waits for (never who counted it: 403); after the last step it is `approved` and the day's daily income is locked for all but admins, before it it stays `submitted`. 409 unless submitted, or when another decision of the step landed first. Audited as APPROVE, each step.",
    ],
    [
      "reject",
      ZCashUpReject,
      rejectCashUp,
      "Rejects a submitted cash-up at its current step with `reason` (or `rejection_reason`), required, by someone the step waits for; the store counts it again. 409 unless submitted. Audited as REJECT.",
    ],
  ] as const;
  for (const [action, body, useCase, description] of actions) {
    app.post(
      `/cash-ups/:id/${action}`,
      {
        schema: {
          tags,
          description: `${description} ${SCOPE}`,
          params: idParams,
          body,
          response: { 200: ZCashUpRecord },
        },
      },
      (request) => useCase(deps, requireActor(request), request.params.id, request.body),
    );
  }

  app.get(
    "/reports/cash-variance",
    {
      schema: {
        tags: ["reports", ...tags],
        description:
          "Cash-up variance per store per month over a period (default: `months` whole months, 12 unless given, to the caller's today): how many cash-ups were decided, their total variance, short and over, the largest miss, and how many wait for approval. Over the caller's stores (a store outside them is 404).",
        querystring: ZCashVarianceQuery,
        response: { 200: ZCashVarianceReport },
      },
    },
    (request) => cashVarianceReport(deps, requireActor(request), request.query),
  );
}
