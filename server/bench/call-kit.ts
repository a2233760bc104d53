/** What a benchmark call is, and the list-page path every list screen asks. */

export type Role = "admin" | "ceo" | "accounting" | "manager" | "staff";
export type CallKind =
  | "floor"
  | "list"
  | "summary"
  | "report"
  | "report-api"
  | "search"
  | "duplicates"
  | "export"
  | "payroll-run";

export interface BenchCall {
  name: string;
  kind: CallKind;
  role: Role | null;
  path: string;
  /** Measured once and not under load: a download of every row (its size and the memory it takes). */
  once?: true;
}

/**
 * The time entry lists' columns, as web/src/features/time-entries/time-entry-list.tsx asks them:
 * the missed break and the clock-in against its published shift (computed per row) included.
 */
export const TIME_ENTRY_SELECT =
  "id,employee_id,employee_name,store_id,store_name,work_date,clock_in_time,clock_out_time,total_hours,break_hours,missed_break,clock_in_flag,status,notes,created_at";

export function page(table: string, select: string, order: string, filters = ""): string {
  return `/api/rest/v1/${table}?select=${select}&order=${order}&order1=created_at.desc&limit=25&offset=0&count=exact${filters}`;
}

/** A list page with search text as the purchases and expenses screens ask it: counted up to 1,000. */
export function searchPage(table: string, select: string, order: string, q: string): string {
  return page(table, select, order, `&q=${q}`).replace("count=exact", "count=estimated");
}

/** The same call made as each of the roles, in their order, each named `{what}, {role}`. */
export function asRoles(
  roles: readonly Role[],
  what: string,
  call: { kind: CallKind; path: string },
): BenchCall[] {
  return roles.map((role) => ({ name: `${what}, ${role}`, kind: call.kind, role, path: call.path }));
}
