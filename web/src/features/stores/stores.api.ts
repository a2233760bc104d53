import type {
  FigurePeriod,
  OverviewPeriod,
  RowOf,
  TStoreOverview,
  TStoreSettings,
  TStoreSettingsUpdate,
  TStoreSummary,
} from "@storeops/domain";
import { apiJson } from "../../lib/api.ts";

/** A store as the stores screen reads it (the domain's row). */
export type Store = RowOf<"stores">;

/** GET /api/stores/summary (the domain's answer). */
export type StoreSummary = TStoreSummary;

/** GET /api/stores/{id}/overview: the store detail panel (the domain's answer). */
export type StoreOverview = TStoreOverview;

const storePath = (id: string) => `/stores/${encodeURIComponent(id)}`;

export const fetchStoreSummary = (period: FigurePeriod, signal?: AbortSignal) =>
  apiJson<StoreSummary>(`/stores/summary?period=${period}`, { signal });

export const fetchStoreOverview = (id: string, period: OverviewPeriod, signal?: AbortSignal) =>
  apiJson<StoreOverview>(`${storePath(id)}/overview?period=${period}`, { signal });

export const fetchStoreSettings = (id: string, signal?: AbortSignal) =>
  apiJson<TStoreSettings>(`${storePath(id)}/settings`, { signal });

export const saveStoreSettings = (id: string, body: TStoreSettingsUpdate) =>
  apiJson<TStoreSettings>(`${storePath(id)}/settings`, { method: "PUT", body });
