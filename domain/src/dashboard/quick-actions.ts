import { can, mayTakeAction, type NamedAction, type Verb } from "../access/permissions.ts";
import type { Role } from "../access/roles.ts";
import { type AppPath, canOpen } from "../access/routes.ts";
import type { TableName } from "../tables.ts";

/** What a quick action needs: a verb of the matrix on a table, or a named action on its records. */
type Needs = { table: TableName; verb: Verb } | { table: TableName; action: NamedAction };

export interface QuickAction {
  /** Names the action's label (`dashboard.actions.{key}` in the web's texts). */
  key: string;
  path: AppPath;
  /** The list's filters in the URL, e.g. the records waiting for review. */
  search?: string;
  needs: Needs;
}

/**
 * The dashboards' shortcuts, in the order they show. Each is offered to exactly the roles the
 * permission matrix lets do it (and that may open its screen): no list per role
 * (docs/decisions.md, Dashboard).
 */
export const QUICK_ACTIONS: readonly QuickAction[] = [
  // The store's day first (issue #30): clocking in and today's takings.
  { key: "recordTime", path: "/time-attendance", needs: { table: "employee_time_entries", verb: "create" } },
  { key: "recordIncome", path: "/daily-income", needs: { table: "daily_income", verb: "create" } },
  { key: "addPurchase", path: "/purchases", needs: { table: "purchases", verb: "create" } },
  { key: "addExpense", path: "/expenses", needs: { table: "expenses", verb: "create" } },
  {
    key: "reviewPurchases",
    path: "/purchases",
    search: "status=pending",
    needs: { table: "purchases", action: "approve" },
  },
  {
    key: "reviewExpenses",
    path: "/expenses",
    search: "status=pending",
    needs: { table: "expenses", action: "approve" },
  },
  {
    key: "payPurchases",
    path: "/purchases",
    search: "status=approved",
    needs: { table: "purchases", action: "pay" },
  },
  { key: "storeSettings", path: "/stores", needs: { table: "stores", action: "settings" } },
  { key: "addStaff", path: "/staff", needs: { table: "staff", verb: "create" } },
  { key: "addPosting", path: "/careers-admin", needs: { table: "careers", verb: "create" } },
  { key: "addUser", path: "/users", needs: { table: "users", verb: "create" } },
];

function permitted(role: Role, needs: Needs): boolean {
  return "verb" in needs
    ? can(role, needs.table, needs.verb)
    : mayTakeAction(role, needs.table, needs.action);
}

/** The quick actions a role may take: its screen opens for the role and the matrix grants the work. */
export function quickActionsFor(role: Role): QuickAction[] {
  return QUICK_ACTIONS.filter((action) => canOpen(role, action.path) && permitted(role, action.needs));
}
