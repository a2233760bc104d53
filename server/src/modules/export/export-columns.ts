import {
  type AppLanguage,
  COLUMN_HEADINGS_ES,
  type ColumnDef,
  EXPORT_WORDS,
  formatBusinessDate,
  formatMoney,
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

const instantFormat = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZone: "UTC",
  timeZoneName: "short",
});

/** A business date (YYYY-MM-DD) as a Date at UTC midnight, for spreadsheet date cells. */
export function dateValue(value: string): Date | null {
  const date = new Date(value.length === 10 ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A presented value (dollars, YYYY-MM-DD, ISO instants) as the UI's columns show it. */
export function cellText(column: ExportColumn, value: unknown): string {
  if (value === null || value === undefined || value === "") return "";
  switch (column.kind) {
    case "money":
      return formatMoney(toCents(Number(value)));
    case "date":
      return formatBusinessDate(String(value));
    case "instant": {
      const date = dateValue(String(value));
      return date ? instantFormat.format(date) : String(value);
    }
    case "bool":
      return value ? EXPORT_WORDS[column.language].yes : EXPORT_WORDS[column.language].no;
    case "enum":
      return column.language === "es" ? optionLabelEs(String(value)) : optionLabel(String(value));
    default:
      return String(value);
  }
}
