import {
  type DisplayPrefs,
  formatDate,
  formatMoneyFor,
  GLOBAL_SEARCH_CAP,
  SEARCH_TARGETS,
  SEARCH_TYPE_RANK,
  searchTypesFor,
  type TSearchResult,
  type TSearchResultType,
  titleMatchRank,
} from "@storeops/domain";
import type { Actor } from "../../access/actor.ts";
import { readDisplayPrefs } from "../settings/settings-store.ts";
import { displayRows, matchingRowIds, type SearchDeps } from "./search.repository.ts";

type Row = Record<string, unknown>;

interface TypeDef {
  select: string;
  title(row: Row): string;
  subtitle(row: Row, prefs: DisplayPrefs): string;
}

/** Amounts come straight from the table, in cents; both in the searching person's formats. */
const money = (value: unknown, prefs: DisplayPrefs) => formatMoneyFor(Number(value ?? 0), prefs);
const date = (value: unknown, prefs: DisplayPrefs) => (value ? formatDate(String(value), prefs) : "");
const join = (...parts: unknown[]) =>
  parts.filter((part) => part !== null && part !== undefined && part !== "").join(" · ");

const TYPES: Record<TSearchResultType, TypeDef> = {
  users: {
    select: "id,name,email,role",
    title: (r) => String(r.name),
    subtitle: (r) => join(r.email, r.role),
  },
  stores: {
    select: "id,name,code,city",
    title: (r) => String(r.name),
    subtitle: (r) => join(r.code, r.city),
  },
  staff: {
    select: "id,name,position,store_name",
    title: (r) => String(r.name),
    subtitle: (r) => join(r.position, r.store_name),
  },
  purchases: {
    select: "id,invoice_no,vendor,amount,store_name,purchase_date",
    title: (r) => join(r.invoice_no, r.vendor),
    subtitle: (r, p) => join(money(r.amount, p), r.store_name, date(r.purchase_date, p)),
  },
  expenses: {
    select: "id,description,category,amount,store_name",
    title: (r) => String(r.description ?? "No description"),
    subtitle: (r, p) => join(r.category, money(r.amount, p), r.store_name),
  },
  vendors: {
    select: "id,name,contact_person,email",
    title: (r) => String(r.name),
    subtitle: (r) => join(r.contact_person, r.email),
  },
  careers: {
    select: "id,job_title,location,status",
    title: (r) => String(r.job_title),
    subtitle: (r) => join(r.location, r.status),
  },
  reports: {
    select: "id,name,type",
    title: (r) => String(r.name),
    subtitle: (r) => join(r.type),
  },
  audit: {
    select: "id,description,user_name,action,created_at",
    title: (r) => String(r.description ?? r.action),
    subtitle: (r, p) => join(r.user_name, r.action, date(r.created_at, p)),
  },
};

/**
 * Case-insensitive search over the types the user may both read and open (the chips it is
 * offered), each type scoped to the caller's stores in its query; ranked, at most 50 results.
 */
export async function globalSearch(
  deps: SearchDeps,
  actor: Actor,
  text: string,
  type: TSearchResultType | "all",
): Promise<TSearchResult[]> {
  const query = text.trim();
  if (!query) return [];
  const offered = searchTypesFor(actor.user.role);
  const types = type === "all" ? offered : offered.filter((name) => name === type);
  const groups = [];
  const prefs = await readDisplayPrefs(deps.db, actor.user.id);
  // One type after the other: SQLite answers one query at a time anyway, PostgreSQL's pool is shared.
  for (const name of types) {
    const { table, route } = SEARCH_TARGETS[name];
    const def = TYPES[name];
    const ids = await matchingRowIds(deps, actor, table, query);
    const rows = await displayRows(deps, table, def.select.split(","), ids);
    const order = new Map(ids.map((id, index) => [id, index]));
    rows.sort((a, b) => (order.get(String(a.id)) ?? 0) - (order.get(String(b.id)) ?? 0));
    groups.push(
      rows.map((row, index) => ({
        result: {
          type: name,
          id: String(row.id),
          title: def.title(row),
          subtitle: def.subtitle(row, prefs),
          route: `${route}?id=${encodeURIComponent(String(row.id))}`,
        },
        rank: titleMatchRank(def.title(row), query),
        typeRank: SEARCH_TYPE_RANK.indexOf(name),
        index,
      })),
    );
  }
  return groups
    .flat()
    .sort((a, b) => a.rank - b.rank || a.typeRank - b.typeRank || a.index - b.index)
    .slice(0, GLOBAL_SEARCH_CAP)
    .map((entry) => entry.result);
}
