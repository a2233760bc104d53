import {
  coversScope,
  mayTakeAction,
  type Role,
  storeScope,
  type TDelegateCandidates,
} from "@storeops/domain";
import type { Kysely } from "kysely";
import type { Actor } from "../../access/actor.ts";
import type { DB } from "../../db/database.ts";
import { activeUsers } from "./approvals.repository.ts";

const approves = (role: Role) =>
  mayTakeAction(role, "purchases", "approve") || mayTakeAction(role, "expenses", "approve");

/**
 * Who may hold the caller's approvals (docs/decisions.md, Approvals): other active users whose
 * role approves and who reach every store the caller reaches, by name. Names only: the caller may
 * not read the users table.
 */
export async function delegateCandidates(db: Kysely<DB>, actor: Actor): Promise<TDelegateCandidates> {
  if (!approves(actor.user.role)) return { people: [] };
  const rows = await db
    .selectFrom("users")
    .select(["id", "name"])
    .where("status", "=", "active")
    .where("role", "in", ["admin", "accounting", "store_manager"])
    .where("id", "<>", actor.user.id)
    .orderBy("name")
    .execute();
  const people = await activeUsers(
    db,
    rows.map((row) => row.id),
  );
  const mine = storeScope({ ...actor.user, current_store_id: null });
  return {
    people: rows.flatMap((row) => {
      const user = people.get(row.id);
      if (!user) return [];
      const role = user.role as Role;
      const scope = storeScope({ ...user, role, current_store_id: null });
      return approves(role) && coversScope(scope, mine) ? [{ id: row.id, name: row.name, role }] : [];
    }),
  };
}
