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
  | "clock"; // time entries: the user's own clock-in and clock-out

export type Verb = "create" | "read" | "update" | "delete";
export type Grant = Partial<Record<Verb, Access>>;
export type TableGrants = Record<Role, Grant>;

const CRUD: Grant = { create: "all", read: "all", update: "all", delete: "all" };
const READ: Grant = { read: "all" };
const NONE: Grant = {};

/** PRODUCT.md §2 permission matrix, enforced by the API. */
export const PERMISSIONS = {
  purchases: {
    admin: CRUD,
    ceo: READ,
    accounting: { read: "stores", update: "review" },
    store_manager: { read: "stores", update: "review" },
    staff: { create: "stores", read: "stores", update: "own_pending", delete: "own_pending" },
  },
  expenses: {
    admin: CRUD,
    ceo: READ,
    accounting: { read: "stores", update: "review" },
    store_manager: { read: "stores", update: "review" },
    staff: { create: "stores", read: "stores", update: "own_pending", delete: "own_pending" },
  },
  daily_income: {
    admin: CRUD,
    ceo: READ,
    accounting: { read: "stores" },
    store_manager: { create: "stores", read: "stores", update: "within_24h", delete: "within_24h" },
    staff: { create: "stores", read: "stores", update: "own_within_24h", delete: "own_within_24h" },
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
} as const satisfies Record<TableName, TableGrants>;

/** The access a role has for a verb on a table, or undefined when refused. */
export function accessFor(role: Role, table: TableName, verb: Verb): Access | undefined {
  const grant: Grant = PERMISSIONS[table][role];
  return grant[verb];
}

export function can(role: Role, table: TableName, verb: Verb): boolean {
  return accessFor(role, table, verb) !== undefined;
}

/** Columns a profile owner may change on their own user row. */
export const SELF_EDITABLE_USER_COLUMNS = [
  "name",
  "email",
  "phone",
  "bio",
  "job_title",
  "department",
  "location",
  "timezone",
  "profile_image_url",
] as const;

/** Columns a reviewer (accounting, store_manager) may change on purchases and expenses. */
export const REVIEW_COLUMNS = ["status", "notes", "rejection_reason"] as const;
