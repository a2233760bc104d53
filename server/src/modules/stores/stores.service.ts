import {
  DEFAULT_FIGURE_PERIOD,
  DEFAULT_STORE_SETTINGS,
  type FigurePeriod,
  figurePeriodRange,
  isRollingPeriod,
  MSG,
  netProfit,
  type OverviewPeriod,
  overviewPeriod,
  reachesStore,
  STORE_DETAIL_AUDIT_ENTRIES,
  STORE_DETAIL_RECENT_ACTIVITY,
  type TFigurePeriodRange,
  type TStoreOverview,
  type TStoreSettings,
  type TStoreSettingsUpdate,
  type TStoreSummary,
  toDollars,
  ZStoreSettings,
} from "@storeops/domain";
import type { Kysely } from "kysely";
import type { Actor } from "../../access/actor.ts";
import { requireAccess } from "../../access/permissions.ts";
import { periodSumsByStore } from "../../aggregates/period-figures.ts";
import { diffChanges, writeAudit } from "../../audit/audit.ts";
import { dataVersion, scopeKey, versionedCache } from "../../db/data-version.ts";
import type { DB, Dialect } from "../../db/database.ts";
import { storeToday } from "../../db/store-time.ts";
import { notFound } from "../../errors.ts";
import { nowIso } from "../../ids.ts";
import { assertWhitelist } from "../settings/ip-whitelist.ts";
import { invalidateSettings } from "../settings/settings-store.ts";
import {
  incomeDays,
  recentActivity,
  saveStoreSettings,
  storeAudit,
  storeStaff,
  storeWithNames,
  summaryOf,
  transactionSums,
} from "./stores.repository.ts";

/** The store when the caller may read it; a store outside the caller's stores is 404. */
async function readableStore(db: Kysely<DB>, actor: Actor, storeId: string) {
  requireAccess(actor, "stores", "read");
  if (!reachesStore(actor.scope, storeId)) throw notFound();
  const store = await storeWithNames(db, storeId);
  if (!store) throw notFound();
  return store;
}

const money = (cents: unknown) => toDollars(Number(cents ?? 0));

function team(store: Awaited<ReturnType<typeof storeWithNames>> & object, staff: StaffRow[]) {
  // The manager's own staff record is the one linked to their account (docs/decisions.md, Staff).
  const managerStaff = staff.find((member) => member.user_id !== null && member.user_id === store.manager_id);
  const members = staff
    .filter((member) => member !== managerStaff)
    .map((member) => ({
      id: member.id,
      name: member.name,
      position: member.position ?? MSG.defaultStaffPositionLabel,
      status: member.status,
      is_manager: false,
    }));
  if (!store.manager_id || !store.manager) return members;
  const manager = {
    id: managerStaff?.id ?? store.manager_id,
    name: store.manager,
    position: managerStaff?.position ?? "Store Manager",
    status: managerStaff?.status ?? "active",
    is_manager: true,
  };
  return [manager, ...members];
}
type StaffRow = Awaited<ReturnType<typeof storeStaff>>[number];

/**
 * The store detail panel (docs/decisions.md, Stores): the period's figures, team, recent activity
 * and audit. Its sums read the same kept day totals as the dashboard's period figures.
 */
export async function storeOverview(
  db: Kysely<DB>,
  actor: Actor,
  storeId: string,
  period: OverviewPeriod,
): Promise<TStoreOverview> {
  const store = await readableStore(db, actor, storeId);
  // A figure period reads the caller's today, as the dashboard's, so both cover the same days;
  // a rolling period the store's own.
  const { from, to } = isRollingPeriod(period)
    ? overviewPeriod(await storeToday(db, storeId), period)
    : figurePeriodRange(await storeToday(db, actor.currentStoreId), period);
  const [sums, days, staff, activity, audit] = await Promise.all([
    transactionSums(db, storeId, from, to),
    incomeDays(db, storeId, from, to),
    storeStaff(db, storeId),
    recentActivity(db, storeId, STORE_DETAIL_RECENT_ACTIVITY),
    storeAudit(db, { id: store.id, name: store.name }, STORE_DETAIL_AUDIT_ENTRIES),
  ]);
  const kind = (name: string) => sums.find((row) => row.kind === name);
  const purchases = Number(kind("purchase")?.amount ?? 0);
  const expenses = Number(kind("expense")?.amount ?? 0);
  const income = days.reduce((sum, day) => sum + Number(day.total), 0);
  const records = days.reduce((sum, day) => sum + Number(day.records), 0);
  const byTotal = [...days].sort((a, b) => Number(b.total) - Number(a.total) || a.day.localeCompare(b.day));
  const best = byTotal[0];
  const worst = byTotal.at(-1);
  const part = (key: "cash" | "card" | "other") =>
    money(days.reduce((sum, day) => sum + Number(day[key]), 0));
  const merged = [
    ...activity.purchases.map((row) => ({ ...row, type: "purchase" as const })),
    ...activity.expenses.map((row) => ({ ...row, type: "expense" as const })),
    ...activity.income.map((row) => ({
      ...row,
      type: "daily_income" as const,
      description: `Cash $${money(row.income_cash).toFixed(2)}`,
    })),
  ]
    .sort((a, b) => b.date.localeCompare(a.date) || b.created_at.localeCompare(a.created_at))
    .slice(0, STORE_DETAIL_RECENT_ACTIVITY);
  return {
    store: {
      id: store.id,
      name: store.name,
      code: store.code,
      status: store.status,
      industry: store.industry,
      manager: store.manager,
      phone: store.phone,
      email: store.email,
      address: store.address,
      city: store.city,
      state: store.state,
      postal_code: store.postal_code,
      country: store.country,
      timezone: store.timezone,
    },
    period,
    from,
    to,
    revenue: money(income),
    income_record_count: records,
    purchases: money(purchases),
    purchase_count: Number(kind("purchase")?.count ?? 0),
    expenses: money(expenses),
    expense_count: Number(kind("expense")?.count ?? 0),
    net_profit: money(netProfit(income, expenses, purchases)),
    daily_income: {
      records,
      average: days.length > 0 ? money(Math.round(income / days.length)) : 0,
      best: best ? { date: best.day, total: money(best.total) } : null,
      worst: worst ? { date: worst.day, total: money(worst.total) } : null,
    },
    income_breakdown: { cash: part("cash"), card: part("card"), other: part("other") },
    team: team(store, staff),
    recent_activity: merged.map((row) => ({
      type: row.type,
      date: row.date,
      description: row.description ?? "",
      amount: money(row.amount),
    })),
    audit: audit.map((row) => ({
      id: row.id,
      action: row.action,
      description: row.description,
      user_name: row.user_name,
      created_at: row.created_at,
    })),
  };
}

/** A store's saved settings text as settings: the defaults for what it never saved. */
export function parseSettings(text: string | null): TStoreSettings {
  if (!text) return structuredClone(DEFAULT_STORE_SETTINGS) as TStoreSettings;
  const stored = JSON.parse(text) as Partial<Record<string, Record<string, unknown>>>;
  const merged = structuredClone(DEFAULT_STORE_SETTINGS) as Record<string, Record<string, unknown>>;
  // Only the keys still offered: sections and keys saved before they were removed are not read.
  for (const [section, defaults] of Object.entries(merged)) {
    for (const key of Object.keys(defaults)) {
      const value = stored?.[section]?.[key];
      if (value !== undefined) defaults[key] = value;
    }
  }
  const parsed = ZStoreSettings.safeParse(merged);
  return parsed.success ? parsed.data : (structuredClone(DEFAULT_STORE_SETTINGS) as TStoreSettings);
}

/** A store's settings; the defaults for a store that never saved any. */
export async function readStoreSettings(db: Kysely<DB>, actor: Actor, storeId: string) {
  const store = await readableStore(db, actor, storeId);
  return parseSettings(store.settings);
}

/** Merges the sections and keys given into the store's settings (admin, the store's managers). */
export async function updateStoreSettings(
  db: Kysely<DB>,
  actor: Actor,
  storeId: string,
  input: TStoreSettingsUpdate,
) {
  const store = await readableStore(db, actor, storeId);
  requireAccess(actor, "stores", "update");
  const whitelist = input.security?.ip_whitelist;
  if (whitelist !== undefined) assertWhitelist(whitelist, actor);
  const before = parseSettings(store.settings);
  const after = structuredClone(before) as Record<string, Record<string, unknown>>;
  for (const [section, values] of Object.entries(input)) {
    if (values) Object.assign(after[section] ?? {}, values);
  }
  const changes = diffChanges(before, after);
  if (Object.keys(changes).length === 0) return before;
  await db.transaction().execute(async (trx) => {
    await saveStoreSettings(trx, storeId, JSON.stringify(after), nowIso());
    await writeAudit(trx, actor.audit, {
      action: "UPDATE",
      targetTable: "stores",
      targetId: storeId,
      description: `Updated settings of store ${store.name}`,
      changes,
    });
  });
  // A saved session timeout applies to the store's sessions from the next request.
  invalidateSettings();
  return after as TStoreSettings;
}

/**
 * Store Management's cards over the caller's stores: stores, active stores, staff, and the revenue
 * of `period` (from the current store's today, as the dashboard's) in total and per store, read by
 * the dashboard's reader of the kept totals, so the two agree for the same period and stores.
 */
export async function storeSummary(
  db: Kysely<DB>,
  dialect: Dialect,
  actor: Actor,
  periodKey: FigurePeriod = DEFAULT_FIGURE_PERIOD,
): Promise<TStoreSummary> {
  requireAccess(actor, "stores", "read");
  // Kept while nothing changes, by scope, day and period, as the dashboard is: a year of day totals
  // is read once, not on every visit to the Stores page.
  const version = await dataVersion(db, dialect);
  const period = figurePeriodRange(await storeToday(db, actor.currentStoreId), periodKey);
  const key = [scopeKey(actor.scope), period.key, period.from, period.to].join("|");
  return summaries(version, key, () => buildSummary(db, actor, period));
}

const summaries = versionedCache<TStoreSummary>();

async function buildSummary(
  db: Kysely<DB>,
  actor: Actor,
  period: TFigurePeriodRange,
): Promise<TStoreSummary> {
  const [counts, sums] = await Promise.all([
    summaryOf(db, actor.scope),
    periodSumsByStore(db, actor.scope, period.from, period.to),
  ]);
  let revenue = 0;
  for (const row of sums.values()) revenue += row.income;
  const stores = [...sums]
    .filter(([id]) => id !== "")
    .map(([id, row]) => ({
      id,
      revenue: money(row.income),
      purchases: money(row.purchases),
      expenses: money(row.expenses),
      net_profit: money(netProfit(row.income, row.expenses, row.purchases)),
    }));
  return { ...counts, period, revenue: money(revenue), stores };
}
