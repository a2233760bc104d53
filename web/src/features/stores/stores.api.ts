import type { OverviewPeriod, RowOf, TStoreSettings, TStoreSettingsUpdate } from "@storeops/domain";
import { apiJson } from "../../lib/api.ts";

/** A store as the stores screen reads it (the domain's row). */
export type Store = RowOf<"stores">;

export interface StoreSummary {
  total: number;
  active: number;
  staff: number;
  revenue: number;
}

export interface StoreOverview {
  store: Pick<
    Store,
    | "id"
    | "name"
    | "code"
    | "status"
    | "industry"
    | "manager"
    | "phone"
    | "email"
    | "address"
    | "city"
    | "state"
    | "postal_code"
    | "country"
    | "timezone"
  >;
  period: OverviewPeriod;
  from: string;
  to: string;
  revenue: number;
  income_record_count: number;
  purchases: number;
  purchase_count: number;
  expenses: number;
  expense_count: number;
  net_profit: number;
  daily_income: {
    records: number;
    average: number;
    best: { date: string; total: number } | null;
    worst: { date: string; total: number } | null;
  };
  income_breakdown: { cash: number; card: number; other: number };
  team: Array<{ id: string; name: string; position: string; status: string; is_manager: boolean }>;
  recent_activity: Array<{
    type: "purchase" | "expense" | "daily_income";
    date: string;
    description: string;
    amount: number;
  }>;
  audit: Array<{
    id: string;
    action: string;
    description: string | null;
    user_name: string | null;
    created_at: string;
  }>;
}

const storePath = (id: string) => `/stores/${encodeURIComponent(id)}`;

export const fetchStoreSummary = (signal?: AbortSignal) =>
  apiJson<StoreSummary>("/stores/summary", { signal });

export const fetchStoreOverview = (id: string, period: OverviewPeriod, signal?: AbortSignal) =>
  apiJson<StoreOverview>(`${storePath(id)}/overview?period=${period}`, { signal });

export const fetchStoreSettings = (id: string, signal?: AbortSignal) =>
  apiJson<TStoreSettings>(`${storePath(id)}/settings`, { signal });

export const saveStoreSettings = (id: string, body: TStoreSettingsUpdate) =>
  apiJson<TStoreSettings>(`${storePath(id)}/settings`, { method: "PUT", body });
