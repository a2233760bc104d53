import type { TableName } from "@storeops/domain";
import type { Row } from "../../db/database.ts";

const LABELS: Record<TableName, string> = {
  users: "user",
  industries: "industry",
  stores: "store",
  vendors: "vendor",
  staff: "staff member",
  purchases: "purchase",
  expenses: "expense",
  daily_income: "daily income record",
  employee_time_entries: "time entry",
  employee_wages: "wage rate",
  employee_withdrawals: "withdrawal",
  careers: "job posting",
  career_applications: "career application",
  audit_logs: "audit entry",
  reports: "report",
};

function cents(value: unknown): string {
  return `$${(Number(value) / 100).toFixed(2)}`;
}

/** A short human description of a record for the audit trail, e.g. "purchase INV-1001 (Acme, $120.00)". */
export function describeRecord(table: TableName, row: Row): string {
  const label = LABELS[table];
  switch (table) {
    case "purchases":
      return `${label} ${row.invoice_no} (${row.vendor}, ${cents(row.amount)})`;
    case "expenses":
      return `${label} ${row.description ?? ""} (${cents(row.amount)})`.replace("  ", " ");
    case "daily_income":
      return `${label} of ${row.date} (${cents(row.total_income)})`;
    case "employee_time_entries":
      return `${label} of ${row.work_date}`;
    case "employee_withdrawals":
      return `${label} of ${cents(row.amount)} on ${row.withdrawal_date}`;
    case "employee_wages":
      return `${label} effective ${row.effective_from}`;
    case "careers":
      return `${label} ${row.job_title}`;
    case "career_applications":
      return `${label} from ${row.first_name} ${row.last_name}`;
    default:
      return `${label} ${row.name ?? row.id}`;
  }
}
