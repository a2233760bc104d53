import type { TestApp } from "./test-app.ts";

/** Which audit entries to read: each given column equals its value, and the description is LIKE the pattern. */
interface AuditFilter {
  user_id?: string;
  target_id?: string;
  target_table?: string;
  action?: string;
  descriptionLike?: string;
}

/** The audit entries the filter names, every column, straight from the table in its own order. */
export function auditEntries(t: TestApp, filter: AuditFilter) {
  const { descriptionLike, ...columns } = filter;
  let query = t.database.db.selectFrom("audit_logs").selectAll();
  for (const [column, value] of Object.entries(columns) as [keyof typeof columns, string | undefined][]) {
    if (value !== undefined) query = query.where(column, "=", value);
  }
  if (descriptionLike !== undefined) query = query.where("description", "like", descriptionLike);
  return query.execute();
}
