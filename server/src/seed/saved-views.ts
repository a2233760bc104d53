import type { Row } from "../db/database.ts";
import type { SeedContext } from "./context.ts";
import { uuidFromKey } from "./random.ts";
import { instantAt } from "./time.ts";

/**
 * The demo's saved views (docs/decisions.md, Saved views; Demo data): the admin's own "Pending
 * purchases", and the demo store manager's "Waiting for approval" shared with every store
 * manager. No demo account has a default view, so every list opens unfiltered as before.
 */
export function savedViewRows(ctx: SeedContext): Row[] {
  const at = instantAt(ctx.setupDate, 11 * 60, "UTC");
  const view = (key: string, userId: string, fields: Row): Row => ({
    id: uuidFromKey(`saved-view:${key}`),
    created_at: at,
    updated_at: at,
    user_id: userId,
    shared_role: null,
    ...fields,
  });
  const rows = [
    view("admin-pending", ctx.admin.id, {
      list: "purchases",
      name: "Pending purchases",
      state: JSON.stringify({
        filters: { status: "pending" },
        sort: { column: "amount", direction: "desc" },
      }),
    }),
  ];
  const manager = ctx.users.find((user) => user.def.role === "store_manager" && user.def.demo);
  if (manager) {
    rows.push(
      view("manager-waiting", manager.id, {
        list: "expenses",
        name: "Waiting for approval",
        state: JSON.stringify({
          filters: { status: "pending" },
          sort: { column: "expense_date", direction: "asc" },
        }),
        shared_role: "store_manager",
      }),
    );
  }
  return rows;
}
