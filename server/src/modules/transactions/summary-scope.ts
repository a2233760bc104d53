import { UNCOUNTED_TRANSACTION_STATUSES } from "@storeops/domain";
import type { Actor } from "../../plugins/auth.ts";

/** What the cards cover: the staff member's store, the caller's stores, or all stores. */
export function summaryScope(actor: Actor): "store" | "stores" | "all" {
  if (actor.user.role === "staff") return "store";
  return actor.scope === "all" ? "all" : "stores";
}

/** The total card says what it leaves out, so the web can tell it apart from the list's "Showing N". */
export const TOTAL_EXCLUDES = [...UNCOUNTED_TRANSACTION_STATUSES];
