import { type CategoryKind, MSG } from "@storeops/domain";
import type { Kysely } from "kysely";
import type { DB } from "../../db/database.ts";
import { badRequest } from "../../errors.ts";
import { findOfferedCategory } from "./categories.repository.ts";

/**
 * The category a record of the kind stores: an active category of that kind offered to the
 * store's industry, matched ignoring case and spelled as the category spells it; any other is
 * refused under the field (docs/decisions.md, Categories).
 */
export async function offeredCategory(
  db: Kysely<DB>,
  kind: CategoryKind,
  storeId: string | null,
  name: string,
): Promise<string> {
  const found = await findOfferedCategory(db, kind, storeId, name);
  if (found === undefined) {
    throw badRequest(MSG.categoryNotOffered, { fields: { category: [MSG.categoryNotOffered] } });
  }
  return found;
}

interface Categorized {
  store_id?: string | null;
  category?: string;
}

/**
 * The category an edit stores, when it changes the category or the store: checked like a new
 * record's. Undefined otherwise: an unchanged category stays, even once deactivated.
 */
export async function editedCategory(
  db: Kysely<DB>,
  kind: CategoryKind,
  before: Required<Categorized>,
  patch: Categorized,
): Promise<string | undefined> {
  const moved = patch.store_id !== undefined && patch.store_id !== before.store_id;
  if (!moved && (patch.category === undefined || patch.category === before.category)) return undefined;
  const storeId = patch.store_id !== undefined ? patch.store_id : before.store_id;
  return offeredCategory(db, kind, storeId, patch.category ?? before.category);
}
