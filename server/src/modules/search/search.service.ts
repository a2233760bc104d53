import {
  can,
  canOpen,
  formatMoney,
  GLOBAL_SEARCH_CAP,
  SEARCH_RESULT_TYPES,
  type TableName,
  type TSearchResult,
  type TSearchResultType,
  toCents,
} from "@storeops/domain";
import type { Actor } from "../../plugins/auth.ts";
import { findMatchingRows, type SearchDeps } from "./search.repository.ts";

type Row = Record<string, unknown>;

interface TypeDef {
  table: TableName;
  route: string;
  select: string;
  title(row: Row): string;
  subtitle(row: Row): string;
}

const money = (value: unknown) => formatMoney(toCents(Number(value ?? 0)));
const join = (...parts: unknown[]) =>
  parts.filter((part) => part !== null && part !== undefined && part !== "").join(" · ");

const TYPES: Record<TSearchResultType, TypeDef> = {
  users: {
    table: "users",
    route: "/users",
    select: "id,name,email,role",
    title: (r) => String(r.name),
    subtitle: (r) => join(r.email, r.role),
  },
  stores: {
    table: "stores",
    route: "/stores",
    select: "id,name,code,city",
    title: (r) => String(r.name),
    subtitle: (r) => join(r.code, r.city),
  },
  staff: {
    table: "staff",
    route: "/staff",
    select: "id,name,position,store_name",
    title: (r) => String(r.name),
    subtitle: (r) => join(r.position, r.store_name),
  },
  purchases: {
    table: "purchases",
    route: "/purchases",
    select: "id,invoice_no,vendor,amount,store_name,purchase_date",
    title: (r) => join(r.invoice_no, r.vendor),
    subtitle: (r) => join(money(r.amount), r.store_name, r.purchase_date),
  },
  expenses: {
    table: "expenses",
    route: "/expenses",
    select: "id,description,category,amount,store_name",
    title: (r) => String(r.description ?? "No description"),
    subtitle: (r) => join(r.category, money(r.amount), r.store_name),
  },
  vendors: {
    table: "vendors",
    route: "/vendors",
    select: "id,name,contact_person,email",
    title: (r) => String(r.name),
    subtitle: (r) => join(r.contact_person, r.email),
  },
  careers: {
    table: "careers",
    route: "/careers-admin",
    select: "id,job_title,location,status",
    title: (r) => String(r.job_title),
    subtitle: (r) => join(r.location, r.status),
  },
  reports: {
    table: "reports",
    route: "/reports",
    select: "id,name,type",
    title: (r) => String(r.name),
    subtitle: (r) => join(r.type),
  },
  audit: {
    table: "audit_logs",
    route: "/audit",
    select: "id,description,user_name,action,created_at",
    title: (r) => String(r.description ?? r.action),
    subtitle: (r) => join(r.user_name, r.action, String(r.created_at ?? "").slice(0, 10)),
  },
};

/** Case-insensitive search over the types the user may both read and open, at most 50 results. */
export async function globalSearch(
  deps: SearchDeps,
  actor: Actor,
  text: string,
  type: TSearchResultType | "all",
): Promise<TSearchResult[]> {
  const query = text.trim();
  if (!query) return [];
  const role = actor.user.role;
  const types = (type === "all" ? SEARCH_RESULT_TYPES : [type]).filter(
    (name) => can(role, TYPES[name].table, "read") && canOpen(role, TYPES[name].route),
  );
  const groups = await Promise.all(
    types.map(async (name) => {
      const def = TYPES[name];
      const rows = await findMatchingRows(deps, actor, def.table, query, def.select);
      return rows.map((row) => ({
        type: name,
        id: String(row.id),
        title: def.title(row),
        subtitle: def.subtitle(row),
        route: `${def.route}?id=${encodeURIComponent(String(row.id))}`,
      }));
    }),
  );
  return groups.flat().slice(0, GLOBAL_SEARCH_CAP);
}
