import type { TableName } from "../tables.ts";
import type { Role } from "./roles.ts";

/**
 * How far a role's right to one verb reaches. The server turns each into SQL conditions and
 * row checks; the web app reads the same table to hide what a role cannot do.
 */
export type Access =
  | "all" // every row
  | "stores" // rows of the role's stores (see storeScope)
  | "own" // rows the user created, in the role's stores
  | "self" // the user's own row (users) or own staff record (staff)
  | "review" // purchases and expenses: approve/reject (status, notes, rejection_reason only)
  | "own_pending" // staff: rows they created in their store, while pending
  | "within_24h" // daily income: rows of the role's stores created within 24 hours
  | "own_within_24h" // daily income: rows the user created within 24 hours
  | "clock" // time entries: the user's own clock-in and clock-out
  | "shared" // saved views: the user's own rows and those shared with the user's role
  | "published"; // shifts: the published rows of the role's stores (staff: their current store)

export type Verb = "create" | "read" | "update" | "delete";
export type Grant = Partial<Record<Verb, Access>>;
export type TableGrants = Record<Role, Grant>;

const CRUD: Grant = { create: "all", read: "all", update: "all", delete: "all" };
const READ: Grant = { read: "all" };
const NONE: Grant = {};
/** Saved views: everyone keeps their own and reads those shared with their role (the policy: only the owner changes one). */
const VIEWS: Grant = { create: "all", read: "shared", update: "shared", delete: "shared" };

/** Purchases and expenses: staff submit, managers and accounting review, admins do anything. */
const SPENDING = {
  admin: CRUD,
  ceo: READ,
  accounting: { read: "stores", update: "review" },
  store_manager: { read: "stores", update: "review" },
  staff: { create: "stores", read: "stores", update: "own_pending", delete: "own_pending" },
} as const satisfies TableGrants;

/** The permission matrix (docs/decisions.md), enforced by the API. */
export const PERMISSIONS = {
  purchases: SPENDING,
  expenses: SPENDING,
  daily_income: {
    admin: CRUD,
    ceo: READ,
    accounting: { read: "stores" },
    store_manager: { create: "stores", read: "stores", update: "within_24h", delete: "within_24h" },
    staff: { create: "stores", read: "stores", update: "own_within_24h", delete: "own_within_24h" },
  },
  cash_ups: {
    admin: CRUD,
    ceo: READ,
    accounting: { read: "stores" },
    store_manager: { create: "stores", read: "stores", update: "stores" },
    staff: { create: "stores", read: "stores", update: "stores" },
  },
  // Budgets (docs/decisions.md, Budgets): admin and accounting (its stores) set them; the ceo and store managers (their stores) read.
  budgets: {
    admin: CRUD,
    ceo: READ,
    accounting: { create: "stores", read: "stores", update: "stores", delete: "stores" },
    store_manager: { read: "stores" },
    staff: NONE,
  },
  // Approvals (docs/decisions.md, Approvals): admins set the rules; each approver manages the delegations they give.
  approval_rules: { admin: CRUD, ceo: READ, accounting: NONE, store_manager: NONE, staff: NONE },
  approval_delegations: {
    admin: CRUD,
    ceo: NONE,
    accounting: { create: "all", read: "own", update: "own", delete: "own" },
    store_manager: { create: "all", read: "own", update: "own", delete: "own" },
    staff: NONE,
  },
  employee_time_entries: {
    admin: CRUD,
    ceo: READ,
    accounting: { read: "stores" },
    store_manager: { create: "stores", read: "stores", update: "stores" },
    staff: { create: "clock", read: "self", update: "clock" },
  },
  employee_wages: { admin: CRUD, ceo: NONE, accounting: NONE, store_manager: NONE, staff: NONE },
  employee_withdrawals: { admin: CRUD, ceo: NONE, accounting: NONE, store_manager: NONE, staff: NONE },
  // Created through POST /api/payroll-runs (ACTION_PERMISSIONS below: who runs, approves, pays).
  payroll_runs: {
    admin: { read: "all", delete: "all" },
    ceo: NONE,
    accounting: { read: "stores" },
    store_manager: NONE,
    staff: NONE,
  },
  staff: {
    admin: CRUD,
    ceo: READ,
    accounting: { read: "stores" },
    store_manager: { read: "stores" },
    staff: { read: "self" },
  },
  stores: {
    admin: CRUD,
    ceo: READ,
    accounting: { read: "stores" },
    store_manager: { read: "stores", update: "stores" },
    staff: { read: "stores" },
  },
  industries: { admin: CRUD, ceo: READ, accounting: READ, store_manager: READ, staff: READ },
  vendors: { admin: CRUD, ceo: READ, accounting: READ, store_manager: READ, staff: READ },
  categories: { admin: CRUD, ceo: READ, accounting: READ, store_manager: READ, staff: READ },
  users: {
    admin: CRUD,
    ceo: READ,
    accounting: { read: "self", update: "self" },
    store_manager: { read: "self", update: "self" },
    staff: { read: "self", update: "self" },
  },
  careers: { admin: CRUD, ceo: CRUD, accounting: NONE, store_manager: NONE, staff: NONE },
  career_applications: {
    admin: { read: "all", update: "all", delete: "all" },
    ceo: READ,
    accounting: NONE,
    store_manager: NONE,
    staff: NONE,
  },
  audit_logs: { admin: READ, ceo: READ, accounting: NONE, store_manager: NONE, staff: NONE },
  reports: {
    admin: CRUD,
    ceo: CRUD,
    accounting: { create: "own", read: "own", update: "own", delete: "own" },
    store_manager: NONE,
    staff: NONE,
  },
  // Schedules (docs/decisions.md, Schedules): admin and the store's managers plan; staff read their store's published shifts.
  shifts: {
    admin: CRUD,
    ceo: READ,
    accounting: { read: "stores" },
    store_manager: { create: "stores", read: "stores", update: "stores", delete: "stores" },
    staff: { read: "published" },
  },
  // Saved views (docs/decisions.md, Saved views): every role, staff too, keeps views of its lists.
  saved_views: { admin: VIEWS, ceo: VIEWS, accounting: VIEWS, store_manager: VIEWS, staff: VIEWS },
} as const satisfies Record<TableName, TableGrants>;

/** What a caller may do to one record now; the web shows buttons from it (docs/decisions.md). */
export const RECORD_ACTIONS = [
  "edit",
  "delete",
  "approve",
  "reject",
  "pay",
  "clock_out",
  "settings",
  "hire",
  "submit",
] as const;
export type RecordAction = (typeof RECORD_ACTIONS)[number];
/** The actions beyond edit and delete, each granted to roles by ACTION_PERMISSIONS. */
export type NamedAction = Exclude<RecordAction, "edit" | "delete">;

const REVIEWERS = ["admin", "accounting", "store_manager"] as const;

/**
 * Who may take each named action on a table's records (edit and delete follow `update` and
 * `delete` above). Whether the action applies to a record now (its status, an open entry) is the
 * module's policy; the listed order is the order of `allowed_actions`.
 */
export const ACTION_PERMISSIONS = {
  purchases: { approve: REVIEWERS, reject: REVIEWERS, pay: ["admin", "accounting"] },
  expenses: { approve: REVIEWERS, reject: REVIEWERS },
  employee_time_entries: { clock_out: ["admin", "store_manager", "staff"] },
  cash_ups: {
    submit: ["admin", "store_manager", "staff"],
    approve: ["admin", "accounting"],
    reject: ["admin", "accounting"],
  },
  payroll_runs: { approve: ["admin", "accounting"], pay: ["admin", "accounting"] },
  stores: { settings: ["admin", "store_manager"] },
  career_applications: { hire: ["admin"] },
} as const satisfies Partial<Record<TableName, Partial<Record<NamedAction, readonly Role[]>>>>;

/**
 * Roles who approve or reject a table's records only where an approval rule's step names them
 * (docs/decisions.md, Approvals): a store manager decides a cash-up's variance only as a rule's
 * step; the usual single step stays with ACTION_PERMISSIONS' approvers.
 */
export const STEP_ONLY_ACTION_PERMISSIONS = {
  cash_ups: { approve: ["store_manager"], reject: ["store_manager"] },
} as const satisfies Partial<Record<TableName, Partial<Record<NamedAction, readonly Role[]>>>>;

/** Whether the role may take the action by the matrix or, for a rule's step naming it, as a step. */
export function mayTakeStepAction(role: Role, table: TableName, action: NamedAction): boolean {
  if (mayTakeAction(role, table, action)) return true;
  const granted: Partial<Record<NamedAction, readonly Role[]>> | undefined =
    STEP_ONLY_ACTION_PERMISSIONS[table as keyof typeof STEP_ONLY_ACTION_PERMISSIONS];
  return granted?.[action]?.includes(role) ?? false;
}

/** The named actions of a table, in the matrix's order. */
export function namedActions(table: TableName): NamedAction[] {
  const granted: Partial<Record<NamedAction, readonly Role[]>> | undefined =
    ACTION_PERMISSIONS[table as keyof typeof ACTION_PERMISSIONS];
  return granted ? (Object.keys(granted) as NamedAction[]) : [];
}

/** Whether the role may take the named action on the table's records it reaches (record aside). */
export function mayTakeAction(role: Role, table: TableName, action: NamedAction): boolean {
  const granted: Partial<Record<NamedAction, readonly Role[]>> | undefined =
    ACTION_PERMISSIONS[table as keyof typeof ACTION_PERMISSIONS];
  return granted?.[action]?.includes(role) ?? false;
}

/** Access levels that grant only named actions, never the edit form: reviewing and clocking out. */
export const NAMED_ONLY_ACCESS: readonly Access[] = ["review", "clock"];

/** The access a role has for a verb on a table, or undefined when refused. */
export function accessFor(role: Role, table: TableName, verb: Verb): Access | undefined {
  const grant: Grant = PERMISSIONS[table][role];
  return grant[verb];
}

export function can(role: Role, table: TableName, verb: Verb): boolean {
  return accessFor(role, table, verb) !== undefined;
}
