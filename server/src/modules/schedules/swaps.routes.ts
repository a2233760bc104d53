import {
  SWAP_ACTIONS,
  ZScheduleIdParams,
  ZShiftSwap,
  ZShiftSwapOffer,
  ZShiftSwapStep,
  ZShiftSwaps,
  ZShiftSwapsQuery,
} from "@storeops/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireActor } from "../../access/actor.ts";
import { offerShift, shiftSwap, shiftSwaps, takeSwapStep } from "./swaps.service.ts";

const tags = ["schedules"];
const SCOPE =
  "Another store's shift or swap is 404; a step that is not the caller's is 403, one the swap's status does not allow 409 `invalid_transition`.";

const STEPS = {
  accept:
    "A colleague of the shift's store and position (the one it is offered to, when named) takes the offer: the swap waits for a manager. Not after the shift starts (409), nor over another shift of theirs (409).",
  approve:
    "An admin or the store's manager approves an accepted swap: the shift now belongs to the colleague (its UPDATE entry and a history line of the week).",
  decline:
    "An admin or the store's manager, or the colleague it is offered to or who accepted it, declines an open swap (an optional `reason`); the shift stays as it was.",
  cancel: "The person who offered the shift takes the offer back while it is open.",
} as const;

/** Shift swaps and give-aways (issue #33, item 4; docs/decisions.md, Schedules). */
export async function shiftSwapRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    "/shifts/:id/swap",
    {
      schema: {
        tags,
        description: `The shift's own employee offers their published shift, before it starts, to a named colleague of the same store and position (\`to_employee_id\`) or to all of them (a give-away); one open offer per shift (409). Told to the colleague(s) (event shift_swap). Audited. ${SCOPE}`,
        params: ZScheduleIdParams,
        body: ZShiftSwapOffer.nullish(),
        response: { 201: ZShiftSwap },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await offerShift(app.db, requireActor(request), request.params.id, request.body ?? {})),
  );

  app.get(
    "/shift-swaps",
    {
      schema: {
        tags,
        description: `The swaps of store_id (or of every store the caller reaches; staff: their current store), newest first, at most 200, each with the steps the caller may take (allowed_actions). ${SCOPE}`,
        querystring: ZShiftSwapsQuery,
        response: { 200: ZShiftSwaps },
      },
    },
    (request) => shiftSwaps(app.db, requireActor(request), request.query),
  );

  app.get(
    "/shift-swaps/:id",
    {
      schema: {
        tags,
        description: `One swap. ${SCOPE}`,
        params: ZScheduleIdParams,
        response: { 200: ZShiftSwap },
      },
    },
    (request) => shiftSwap(app.db, requireActor(request), request.params.id),
  );

  for (const action of SWAP_ACTIONS) {
    app.post(
      `/shift-swaps/:id/${action}`,
      {
        schema: {
          tags,
          description: `${STEPS[action]} Audited; the people concerned are told (event shift_swap). ${SCOPE}`,
          params: ZScheduleIdParams,
          body: ZShiftSwapStep.nullish(),
          response: { 200: ZShiftSwap },
        },
      },
      (request) => takeSwapStep(app.db, requireActor(request), request.params.id, action, request.body ?? {}),
    );
  }
}
