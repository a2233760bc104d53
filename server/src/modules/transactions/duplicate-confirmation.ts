import type { Input, WriteContext } from "../../rest/write-context.ts";

/**
 * Saving anyway (docs/decisions.md, Duplicate bills): a create or update whose body says
 * `duplicate_confirmed: true` is saved like any other, and its audit entry says who confirmed
 * the duplicate warning and the records the server finds the saved one may duplicate (the
 * warning may have come from a file not yet attached, so the list can be empty).
 */
export async function duplicateConfirmation(
  ctx: WriteContext,
  input: Input,
  candidates: () => Promise<{ id: string }[]>,
): Promise<Record<string, unknown> | undefined> {
  if (input.duplicate_confirmed !== true) return undefined;
  const found = await candidates();
  return {
    duplicate_confirmed: {
      by: ctx.actor.audit.userName ?? ctx.actor.user.id,
      user_id: ctx.actor.user.id,
      candidates: found.map((candidate) => candidate.id),
    },
  };
}
