import {
  type AppLanguage,
  EXPORT_WORDS,
  formatDate,
  formatMoneyFor,
  hoursFixed,
  MSG,
  optionLabel,
  type TPayrollRunLine,
  toCents,
} from "@storeops/domain";
import type { Actor } from "../../access/actor.ts";
import { notFound } from "../../errors.ts";
import type { RestDeps } from "../../rest/read.service.ts";
import { csvStream } from "../export/csv-writer.ts";
import { CONTENT_TYPES, type ExportFile } from "../export/export.service.ts";
import type { ExportColumn } from "../export/export-columns.ts";
import { writeActivity } from "../settings/activity-audit.ts";
import { readDisplayPrefs } from "../settings/settings-store.ts";
import { getRun } from "./payroll-runs.service.ts";

export const RUN_EXPORT_FORMATS = ["csv", "xlsx"] as const;
export type RunExportFormat = (typeof RUN_EXPORT_FORMATS)[number];

type Log = { error(value: unknown, message: string): void };

const COLUMNS = [
  ["employee_name", "Employee", "Empleado", "text"],
  ["store_name", "Store", "Tienda", "text"],
  ["pay_type", "Pay Type", "Tipo de pago", "enum"],
  ["rate", "Rate", "Tarifa", "money"],
  ["regular_hours", "Regular Hours", "Horas normales", "number"],
  ["overtime_hours", "Overtime Hours", "Horas extra", "number"],
  ["gross_pay", "Gross Pay", "Pago bruto", "money"],
  ["advances_repaid", "Advances Repaid", "Anticipos descontados", "money"],
  ["net_pay", "Net Pay", "Pago neto", "money"],
  ["balance_carried", "Balance Carried", "Saldo pendiente", "money"],
] as const;

const columnsIn = (language: AppLanguage): ExportColumn[] =>
  COLUMNS.map(([name, en, es, kind]) => ({ name, heading: language === "es" ? es : en, kind, language }));

const payslipColumns = (language: AppLanguage): ExportColumn[] => [
  { name: "item", heading: language === "es" ? "Concepto" : "Item", kind: "text", language },
  { name: "value", heading: language === "es" ? "Importe" : "Amount", kind: "text", language },
];

async function* rowsOf<T>(rows: readonly T[]) {
  yield* rows;
}

/** `GET /api/payroll-runs/{id}/export.{csv|xlsx}`: the run's lines as a file; one EXPORT entry. */
export async function exportRun(
  deps: RestDeps,
  actor: Actor,
  id: string,
  format: RunExportFormat,
  log: Log,
  language: AppLanguage,
): Promise<ExportFile> {
  const run = await getRun(deps, actor, id);
  const prefs = await readDisplayPrefs(deps.db, actor.user.id);
  await writeActivity(deps.db, actor.audit, {
    action: "EXPORT",
    targetTable: "payroll_runs",
    description: `Exported payroll run ${run.period_start} – ${run.period_end} as ${format.toUpperCase()}`,
    changes: { format, rows: run.lines.length, run_id: id },
  });
  const columns = columnsIn(language);
  const title = `Payroll ${run.period_start}`;
  const body =
    format === "csv"
      ? csvStream(columns, rowsOf(run.lines), prefs)
      : (await import("../export/xlsx-writer.ts")).xlsxStream(
          title,
          columns,
          rowsOf(run.lines),
          (error) => log.error(error, "payroll run export failed"),
          prefs,
        );
  return {
    fileName: `payroll-run-${run.period_start}-${run.period_end}.${format}`,
    contentType: CONTENT_TYPES[format],
    body,
  };
}

const PAYSLIP_WORDS = {
  en: {
    title: "Payslip",
    items: [
      "Pay type",
      "Rate",
      "Regular hours",
      "Overtime hours",
      "Gross pay",
      "Advances repaid",
      "Net pay",
      "Advances still owed",
    ],
    to: "to",
  },
  es: {
    title: "Recibo de nómina",
    items: [
      "Tipo de pago",
      "Tarifa",
      "Horas normales",
      "Horas extra",
      "Pago bruto",
      "Anticipos descontados",
      "Pago neto",
      "Anticipos pendientes",
    ],
    to: "a",
  },
} as const;

/** `GET /api/payroll-runs/{id}/payslips/{employee_id}.pdf`: one employee's line as a payslip. */
export async function payslip(
  deps: RestDeps,
  actor: Actor,
  id: string,
  employeeId: string,
  log: Log,
  language: AppLanguage,
): Promise<ExportFile> {
  const run = await getRun(deps, actor, id);
  const line: TPayrollRunLine | undefined = run.lines.find((row) => row.employee_id === employeeId);
  if (!line) throw notFound(MSG.employeeNotFound);
  const prefs = await readDisplayPrefs(deps.db, actor.user.id);
  const money = (dollars: number | null) =>
    dollars === null ? "—" : formatMoneyFor(toCents(dollars), prefs);
  const words = PAYSLIP_WORDS[language];
  const values = [
    line.pay_type ? optionLabel(line.pay_type) : "—",
    money(line.rate),
    hoursFixed(line.regular_hours),
    `${hoursFixed(line.overtime_hours)} × ${run.overtime_multiplier}`,
    money(line.gross_pay),
    money(line.advances_repaid),
    money(line.net_pay),
    money(line.balance_carried),
  ];
  await writeActivity(deps.db, actor.audit, {
    action: "EXPORT",
    targetTable: "payroll_runs",
    description: `Downloaded the payslip of ${line.employee_name} for ${run.period_start} – ${run.period_end}`,
    changes: { format: "pdf", run_id: id, employee_id: employeeId },
  });
  const period = `${formatDate(run.period_start, prefs)} ${words.to} ${formatDate(run.period_end, prefs)}`;
  const body = (await import("../export/pdf-writer.ts")).pdfStream(
    `${words.title} · ${line.employee_name}`,
    `${line.store_name} · ${period}`,
    payslipColumns(language),
    rowsOf(words.items.map((item, index) => ({ item, value: values[index] }))),
    (error) => log.error(error, "payslip failed"),
    prefs,
    EXPORT_WORDS[language],
  );
  return {
    fileName: `payslip-${run.period_start}-${line.employee_name.replace(/[^A-Za-z0-9]+/g, "-")}.pdf`,
    contentType: CONTENT_TYPES.pdf,
    body,
  };
}
