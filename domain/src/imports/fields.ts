/**
 * The fields each import fills (docs/decisions.md, Imports): a file's columns are mapped to them.
 * A field is named as its form names it (the web's `imports.fields.{name}`); `column` is the record's
 * column when the file holds something else (a store's code for `store_id`).
 */
import { BUDGET_LINES } from "../budgets/options.ts";
import { WAGE_TYPES } from "../payroll/options.ts";
import { DEPARTMENTS, EMPLOYMENT_TYPES, PAYMENT_TYPES, STORE_TIMEZONES } from "../shared/options.ts";
import { PERFORMANCE_LEVEL_VALUES, STAFF_POSITIONS, STAFF_STATUSES } from "../staff/options.ts";
import { STORE_STATUSES } from "../stores/options.ts";
import { VENDOR_PAYMENT_TERMS, VENDOR_STATUSES } from "../vendors/options.ts";
import type { ImportTable } from "./options.ts";

/**
 * How a cell is read: text as written, money and numbers as numbers ("$1,234.50" too), dates as
 * YYYY-MM-DD, times as HH:MM, a list split at `;` or `|`, an option by its value or its label, and a
 * reference (a store's code, an industry's name, a user's email) by the server.
 */
export type ImportFieldKind = "text" | "money" | "number" | "date" | "time" | "list" | "option" | "ref";

export interface ImportField {
  name: string;
  kind: ImportFieldKind;
  /** A row without it is refused (for `store`, unless the caller always writes to their current store). */
  required: boolean;
  /** The record's column, when it is not the field's name. */
  column?: string;
  options?: readonly string[];
  /** Other headers that mean this field (English and Spanish), compared as `headerKey` reads them. */
  aliases: readonly string[];
}

const field = (
  name: string,
  kind: ImportFieldKind,
  aliases: readonly string[] = [],
  more: Partial<ImportField> = {},
): ImportField => ({ name, kind, required: false, aliases, ...more });
const required = (name: string, kind: ImportFieldKind, aliases: readonly string[] = [], more = {}) =>
  field(name, kind, aliases, { ...more, required: true });
const option = (name: string, options: readonly string[], aliases: readonly string[] = []) =>
  field(name, "option", aliases, { options });

/** Required, except of a caller who always writes to their current store (requiredImportFields). */
const store = field(
  "store",
  "ref",
  ["store code", "store_code", "store name", "tienda", "codigo de tienda"],
  {
    column: "store_id",
    required: true,
  },
);
const notes = field("notes", "text", ["note", "comments", "notas", "observaciones"]);
const category = field("category", "text", ["categoria"]);
const email = (isRequired: boolean) =>
  field("email", "text", ["e-mail", "email address", "correo", "correo electronico"], {
    required: isRequired,
  });
const phone = (isRequired: boolean) =>
  field("phone", "text", ["telephone", "phone number", "telefono"], { required: isRequired });
const address = (isRequired: boolean) =>
  field("address", "text", ["street address", "direccion"], { required: isRequired });

/** Each import's fields, in the order its mapping lists them. */
export const IMPORT_FIELDS: Record<ImportTable, readonly ImportField[]> = {
  vendors: [
    required("name", "text", ["vendor", "vendor name", "supplier", "proveedor", "nombre"]),
    field("code", "text", ["vendor code", "codigo"]),
    required("contact_person", "text", ["contact", "contact name", "contacto", "persona de contacto"]),
    email(true),
    phone(true),
    address(true),
    field("tax_id", "text", ["tax number", "vat", "ein", "nif", "rfc"]),
    option("payment_terms", VENDOR_PAYMENT_TERMS, ["terms", "condiciones de pago"]),
    category,
    option("status", VENDOR_STATUSES, ["estado"]),
    field("aliases", "list", ["alias", "other names", "otros nombres"]),
    notes,
  ],
  staff: [
    store,
    required("name", "text", ["full name", "employee", "nombre", "nombre completo"]),
    email(true),
    phone(true),
    required("position", "option", ["job title", "role", "puesto", "cargo"], { options: STAFF_POSITIONS }),
    required("department", "option", ["dept", "departamento"], { options: DEPARTMENTS }),
    option("employment_type", EMPLOYMENT_TYPES, ["employment", "tipo de empleo", "contrato"]),
    required("hire_date", "date", ["hired", "start date", "fecha de contratacion", "fecha de alta"]),
    option("salary_type", WAGE_TYPES, ["pay type", "tipo de salario"]),
    field("hourly_rate", "money", ["rate", "hourly", "tarifa por hora"]),
    field("monthly_salary", "money", ["salary", "salario", "salario mensual"]),
    field("hours_per_week", "number", ["hours", "weekly hours", "horas semanales"]),
    option("status", STAFF_STATUSES, ["estado"]),
    field("emergency_contact", "text", ["emergency", "contacto de emergencia"]),
    address(false),
    field("skills", "list", ["habilidades"]),
    option("performance", PERFORMANCE_LEVEL_VALUES, ["rendimiento", "desempeno"]),
    notes,
  ],
  stores: [
    required("name", "text", ["store", "store name", "tienda", "nombre"]),
    field("code", "text", ["store code", "codigo"]),
    required("industry", "ref", ["sector", "industria"], { column: "industry_id" }),
    address(true),
    field("city", "text", ["town", "ciudad"]),
    field("state", "text", ["province", "region", "estado", "provincia"]),
    field("postal_code", "text", ["zip", "zip code", "postcode", "codigo postal"]),
    field("country", "text", ["pais"]),
    phone(false),
    email(false),
    field("manager", "ref", ["store manager", "manager email", "gerente"], { column: "manager_id" }),
    option("status", STORE_STATUSES, ["estado"]),
    option("timezone", STORE_TIMEZONES, ["time zone", "zona horaria"]),
    field("monthly_target", "money", ["target", "objetivo mensual"]),
    field("established", "date", ["opened", "opening date", "fecha de apertura"]),
  ],
  budgets: [
    store,
    required("month", "text", ["period", "mes"]),
    required("line", "option", ["budget line", "linea", "partida"], { options: BUDGET_LINES }),
    required("amount", "text", ["budget", "importe", "presupuesto"]),
  ],
  daily_income: [
    store,
    required("date", "date", ["day", "fecha", "dia"]),
    field("income_cash", "money", ["cash", "efectivo"]),
    field("income_card", "money", ["card", "tarjeta"]),
    field("income_other", "money", ["other", "otros"]),
    field("work_start_time", "time", ["start", "opening time", "apertura", "hora de inicio"]),
    field("work_end_time", "time", ["end", "closing time", "cierre", "hora de fin"]),
    notes,
  ],
  purchases: [
    store,
    required("invoice_no", "text", ["invoice", "invoice number", "bill", "factura", "numero de factura"]),
    required("vendor", "text", ["vendor name", "supplier", "proveedor"]),
    // Optional: a purchase without one gets General; one the store is not offered is refused (docs/decisions.md, Categories).
    category,
    required("amount", "money", ["total", "importe", "monto"]),
    required("due_date", "date", ["due", "payment due", "vencimiento", "fecha de vencimiento"]),
    field("purchase_date", "date", ["date", "invoice date", "fecha", "fecha de compra"]),
    option("payment_type", PAYMENT_TYPES, ["payment", "payment method", "forma de pago"]),
    field("check_no", "text", ["check", "check number", "cheque", "numero de cheque"]),
    field("check_due_date", "date", ["check due", "vencimiento del cheque"]),
    field("description", "text", ["descripcion"]),
    notes,
  ],
};

/** The fields an import must have a column for; a caller pinned to their current store names no store. */
export function requiredImportFields(table: ImportTable, pinnedToStore: boolean): string[] {
  return IMPORT_FIELDS[table]
    .filter((f) => f.required && !(pinnedToStore && f.name === "store"))
    .map((f) => f.name);
}
