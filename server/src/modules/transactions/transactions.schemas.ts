import { RECORD_ACTIONS, ZRejectAction, ZStatusAction } from "@storeops/domain";
import { z } from "zod";

export const idParams = z.object({ id: z.string().min(1) });
export const storeQuery = z.object({ store_id: z.string().min(1).optional() });

/** A purchase or expense as a list row shows it, with what the caller may do to it now. */
export const transactionRecord = z
  .object({ id: z.string(), status: z.string(), allowed_actions: z.array(z.enum(RECORD_ACTIONS)) })
  .loose();

const errors =
  "404 outside the caller's stores; 409 `invalid_transition` when the record is not in the required status.";

/** The schema of an approve/reject/pay route. */
export function statusActionSchema(tag: string, description: string, reject = false) {
  return {
    tags: [tag],
    description: `${description} ${errors}`,
    params: idParams,
    // No body, or null, is an action without notes.
    body: reject ? ZRejectAction : ZStatusAction.nullish(),
    response: { 200: transactionRecord },
  };
}
