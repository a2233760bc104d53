import {
  type AppLanguage,
  COLUMN_HEADINGS_ES,
  type ColumnDef,
  type DisplayPrefs,
  EXPORT_WORDS,
  formatDate,
  formatDateTime,
  formatMoneyFor,
  formatTime,
  optionLabel,
  optionLabelEs,
  TABLES,
  type TableName,
  toCents,
} from "@storeops/domain";

/** A column of an export: its name in the row, its heading and its kind. */
export interface ExportColumn {
  name: string;
  heading: string;
  kind: ColumnDef["kind"];
  /** The language of the heading and of the cells' words (yes/no, statuses). */
  language: AppLanguage;
}

// Lists and objects (attachments, skills, settings) and ids do not read as cells; names do
// (store_name, not store_id).
const SKIPPED_KINDS = new Set<ColumnDef["kind"]>(["json", "id", "ref"]);
const HEADINGS: Record<string, string> = {
  store_name: "Store",
  invoice_no: "Invoice #",
  check_no: "Check #",
  ip_address: "IP Address",
};

/** "purchase_date" → "Purchase Date". */
export function headingOf(column: string): string {
  return (
    HEADINGS[column] ??
    column
      .split("_")
      .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
      .join(" ")
  );
}

/** A column's or table's heading in `language`. */
export function headingIn(name: string, language: AppLanguage): string {
  if (language === "es") return COLUMN_HEADINGS_ES[name] ?? optionLabelEs(name);
  return headingOf(name);
}

/** The columns an export writes: the list's `select` (or every visible column) that read as cells. */
export function exportColumns(
  table: TableName,
  select: readonly string[],
  language: AppLanguage = "en",
): ExportColumn[] {
  const columns: Record<string, ColumnDef> = TABLES[table].columns;
  return select.flatMap((name) => {
    const def = columns[name];
    if (!def || def.hidden || SKIPPED_KINDS.has(def.kind) || name === "allowed_actions") return [];
    return [{ name, heading: headingIn(name, language), kind: def.kind, language }];
  });
}

/**
 * A spreadsheet date cell: a business date (YYYY-MM-DD) at UTC midnight, an instant as it reads on
 * the person's clock (a sheet's dates have no zone), to the minute.
 */
export function dateValue(value: string, prefs: DisplayPrefs): Date | null {
  const wall =
    value.length === 10
      ? `${value}T00:00:00Z`
      : `${formatDateTime(value, { ...prefs, date_format: "YYYY-MM-DD", time_format: "24h" }).replace(" ", "T")}:00Z`;
  const date = new Date(wall);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * A presented value (dollars, YYYY-MM-DD, HH:MM, ISO instants) as the UI's columns show it to the
 * person exporting: their date and time formats, currency and time zone (named, since a file travels).
 */
export function cellText(column: ExportColumn, value: unknown, prefs: DisplayPrefs): string {
  if (value === null || value === undefined || value === "") return "";
  switch (column.kind) {
    case "money":
      return formatMoneyFor(toCents(Number(value)), prefs);
    case "date":
      return formatDate(String(value), prefs);
    case "time":
      return formatTime(String(value), prefs);
    case "instant":
      return formatDateTime(String(value), prefs, null, { withZone: true });
    case "bool":
      return value ? EXPORT_WORDS[column.language].yes : EXPORT_WORDS[column.language].no;
    case "enum":
      return column.language === "es" ? optionLabelEs(String(value)) : optionLabel(String(value));
    default:
      return String(value);
  }
}
