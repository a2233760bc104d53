import {
  type AppLanguage,
  EXPORT_WORDS,
  formatDate,
  hoursFixed,
  MSG,
  type Period,
  reachesStore,
  toDollars,
  wageInForce,
} from "@storeops/domain";
import type { Kysely } from "kysely";
import type { Actor } from "../../access/actor.ts";
import { requireAccess } from "../../access/permissions.ts";
import type { DB } from "../../db/database.ts";
import { notFound } from "../../errors.ts";
import { csvStream } from "../export/csv-writer.ts";
import { CONTENT_TYPES, type ExportFile } from "../export/export.service.ts";
import type { ExportColumn } from "../export/export-columns.ts";
import { writeActivity } from "../settings/activity-audit.ts";
import { readDisplayPrefs } from "../settings/settings-store.ts";
import { figuresOf, loadPayrollData } from "./payroll-figures.ts";
import { staffOfStores, storeCode } from "./payroll-summary.repository.ts";

export const PAYROLL_EXPORT_FORMATS = ["csv", "pdf"] as const;
export type PayrollExportFormat = (typeof PAYROLL_EXPORT_FORMATS)[number];

const COLUMNS = [
  { name: "employee", heading: "Employee", es: "Empleado", kind: "text" },
  { name: "store", heading: "Store", es: "Tienda", kind: "text" },
  { name: "salary_type", heading: "Salary Type", es: "Tipo de salario", kind: "enum" },
  { name: "hours", heading: "Hours", es: "Horas", kind: "number" },
  { name: "rate", heading: "Rate", es: "Tarifa", kind: "money" },
  { name: "wages_earned", heading: "Wages Earned", es: "Salario devengado", kind: "money" },
  { name: "withdrawals", heading: "Withdrawals", es: "Retiros", kind: "money" },
  { name: "current_balance", heading: "Current Balance", es: "Saldo actual", kind: "money" },
] as const;

/** The payroll file's columns, headed in `language`. */
const columnsIn = (language: AppLanguage): ExportColumn[] =>
  COLUMNS.map(({ es, heading, ...column }) => ({
    ...column,
    heading: language === "es" ? es : heading,
    language,
  }));

const TITLES = {
  en: {
    title: (code: string) => `Payroll ${code === "all" ? "All Stores" : code}`,
    employees: "employees",
    to: "to",
  },
  es: {
    title: (code: string) => `Nómina ${code === "all" ? "Todas las tiendas" : code}`,
    employees: "empleados",
    to: "a",
  },
} as const;

/**
 * One line per staff record of the store(s) that is active or has activity in the period: hours,
 * the rate in force at the period's end, wages earned, withdrawals and the balance carried to the end.
 */
export async function payrollLines(db: Kysely<DB>, actor: Actor, period: Period, storeId?: string) {
  requireAccess(actor, "employee_wages", "read");
  if (storeId && !reachesStore(actor.scope, storeId)) throw notFound(MSG.storeNotFound);
  const code = storeId ? await storeCode(db, storeId) : "all";
  if (!code) throw notFound(MSG.storeNotFound);
  const staff = await staffOfStores(db, storeId ? [storeId] : actor.scope === "all" ? null : actor.scope);
  const data = await loadPayrollData(
    db,
    staff.map((row) => row.id),
    period,
    period.to,
  );
  const lines = staff.flatMap((row) => {
    const employee = data.get(row.id);
    if (!employee) return [];
    const figures = figuresOf(employee, period);
    const active =
      row.status === "active" ||
      figures.entryCount > 0 ||
      figures.withdrawalCount > 0 ||
      figures.wagesEarnedCents !== 0;
    if (!active) return [];
    const wage = wageInForce(employee.wages, period.to);
    const rateCents = wage?.paymentType === "monthly" ? wage.monthlySalaryCents : wage?.hourlyRateCents;
    return [
      {
        employee: row.name,
        store: row.store_name,
        salary_type: wage?.paymentType ?? row.salary_type,
        // Two decimals in both files, as every screen shows hours ("8.50").
        hours: hoursFixed(figures.hours),
        rate: rateCents == null ? null : toDollars(rateCents),
        wages_earned: toDollars(figures.wagesEarnedCents),
        withdrawals: toDollars(figures.withdrawalsCents),
        current_balance: toDollars(figures.currentBalanceCents),
      },
    ];
  });
  return { code, lines };
}

/** `GET /api/payroll/export.{csv|pdf}`: the payroll lines as a file, with one EXPORT audit entry. */
export async function exportPayroll(
  db: Kysely<DB>,
  actor: Actor,
  format: PayrollExportFormat,
  period: Period,
  storeId: string | undefined,
  log: { error(value: unknown, message: string): void },
  language: AppLanguage = "en",
): Promise<ExportFile> {
  const columns = columnsIn(language);
  const words = TITLES[language];
  const { code, lines } = await payrollLines(db, actor, period, storeId);
  const prefs = await readDisplayPrefs(db, actor.user.id);
  await writeActivity(db, actor.audit, {
    action: "EXPORT",
    targetTable: "payroll",
    description: `Exported ${lines.length.toLocaleString("en-US")} payroll lines as ${format.toUpperCase()}`,
    changes: { format, rows: lines.length, from: period.from, to: period.to, store_id: storeId ?? null },
  });
  async function* rows() {
    yield* lines;
  }
  const body =
    format === "csv"
      ? csvStream(columns, rows(), prefs)
      : (await import("../export/pdf-writer.ts")).pdfStream(
          words.title(code),
          `${formatDate(period.from, prefs)} ${words.to} ${formatDate(period.to, prefs)} · ${lines.length} ${words.employees}`,
          columns,
          rows(),
          (error) => log.error(error, "payroll export failed"),
          prefs,
          EXPORT_WORDS[language],
        );
  return {
    fileName: `payroll-${code}-${period.from}-${period.to}.${format}`,
    contentType: CONTENT_TYPES[format],
    body,
  };
}
