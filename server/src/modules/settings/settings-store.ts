import {
  appLanguage,
  DEFAULT_APP_SETTINGS,
  DEFAULT_PRIVACY_SETTINGS,
  DEFAULT_USER_POLICY_SETTINGS,
  type DisplayPrefs,
  displayPrefs,
  type TAppSettings,
  type TUserPolicySettings,
} from "@storeops/domain";
import type { Kysely } from "kysely";
import type { DB } from "../../db/database.ts";
import { nowIso } from "../../ids.ts";

/**
 * The one reader of settings. Every request may consult them (session timeout, maintenance mode,
 * rate limit), so documents are cached per database for a few seconds; a write through
 * writeSetting clears the cache at once (other processes sharing a PostgreSQL database see a
 * change within CACHE_MS).
 */
const CACHE_MS = 5_000;
let generation = 0;
const caches = new WeakMap<object, Map<string, { at: number; generation: number; value: unknown }>>();

async function cached(db: Kysely<DB>, key: string, load: () => Promise<unknown>): Promise<unknown> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  const hit = cache.get(key);
  if (hit && hit.generation === generation && Date.now() - hit.at < CACHE_MS) return hit.value;
  const seen = generation;
  const value = await load();
  cache.set(key, { at: Date.now(), generation: seen, value });
  return value;
}

async function readStored(db: Kysely<DB>, key: string): Promise<unknown> {
  return cached(db, key, async () => {
    const row = await db.selectFrom("settings").select("value").where("key", "=", key).executeTakeFirst();
    return row ? JSON.parse(row.value) : null;
  });
}

/** What a store's saved Store Settings → Security ask of the sessions working in it. */
export interface StoreSecurity {
  /** Minutes idle after which its sessions end (the shorter of it and the application's), or null. */
  session_timeout: number | null;
  /** Every user working in it signs in with a second step. */
  two_factor_auth: boolean;
  /** Addresses its sessions may come from ("" allows all). */
  ip_whitelist: string;
}

export async function storeSecurity(db: Kysely<DB>, storeId: string): Promise<StoreSecurity> {
  const stored = (await cached(db, `store:${storeId}`, async () => {
    const row = await db.selectFrom("stores").select("settings").where("id", "=", storeId).executeTakeFirst();
    return row?.settings ? JSON.parse(row.settings) : null;
  })) as { security?: Record<string, unknown> } | null;
  const security = stored?.security ?? {};
  return {
    session_timeout: typeof security.session_timeout === "number" ? security.session_timeout : null,
    two_factor_auth: security.two_factor_auth === true,
    ip_whitelist: typeof security.ip_whitelist === "string" ? security.ip_whitelist : "",
  };
}

/** A settings document merged over its defaults, so new fields get their default values. */
export async function readSetting<T extends object>(db: Kysely<DB>, key: string, defaults: T): Promise<T> {
  const stored = (await readStored(db, key)) as Partial<T> | null;
  return stored ? deepMerge(defaults, stored) : defaults;
}

export async function writeSetting(
  db: Kysely<DB>,
  key: string,
  value: object,
  userId: string | null,
): Promise<void> {
  const values = { key, value: JSON.stringify(value), updated_at: nowIso(), updated_by: userId };
  generation++;
  await db
    .insertInto("settings")
    .values(values)
    .onConflict((oc) =>
      oc
        .column("key")
        .doUpdateSet({ value: values.value, updated_at: values.updated_at, updated_by: userId }),
    )
    .execute();
  // Also after the write: a read that started before it must not be kept.
  generation++;
}

/** Forgets cached documents (a transaction that wrote settings rolled back, or a store's were saved). */
export function invalidateSettings(): void {
  generation++;
}

export function deepMerge<T extends object>(base: T, over: Partial<T>): T {
  const out: Record<string, unknown> = { ...(base as Record<string, unknown>) };
  for (const [key, value] of Object.entries(over)) {
    const current = out[key];
    out[key] =
      value && typeof value === "object" && !Array.isArray(value) && current && typeof current === "object"
        ? deepMerge(current as object, value as object)
        : value;
  }
  return out as T;
}

/** Where each document lives: the organisation's application settings, the user policy, each user's own. */
export const APP_KEY = "application";
export const POLICY_KEY = "user_policy";
export const ownKey = (userId: string) => `user:${userId}`;

const OWN_DEFAULTS = {
  general: DEFAULT_APP_SETTINGS.general,
  notifications: DEFAULT_APP_SETTINGS.notifications,
  privacy: DEFAULT_PRIVACY_SETTINGS,
};
type OwnSettings = typeof OWN_DEFAULTS;

/**
 * A saved language the product no longer offers ("fr", "de": the setting listed them before any
 * translation existed) reads as English, so a document saved then still reads and saves.
 */
function spokenLanguage<T extends { general: { language: string } }>(settings: T): T {
  const language = appLanguage(settings.general.language);
  return language === settings.general.language
    ? settings
    : { ...settings, general: { ...settings.general, language } };
}

export const readAppSettings = async (db: Kysely<DB>): Promise<TAppSettings> =>
  spokenLanguage(await readSetting<TAppSettings>(db, APP_KEY, DEFAULT_APP_SETTINGS));
export const readUserPolicy = (db: Kysely<DB>): Promise<TUserPolicySettings> =>
  readSetting<TUserPolicySettings>(db, POLICY_KEY, DEFAULT_USER_POLICY_SETTINGS);
/** A person's own sections; General falls back to the application's General where they chose nothing. */
export const readOwnSettings = async (db: Kysely<DB>, userId: string): Promise<OwnSettings> =>
  spokenLanguage(
    await readSetting<OwnSettings>(db, ownKey(userId), {
      ...OWN_DEFAULTS,
      general: (await readAppSettings(db)).general as OwnSettings["general"],
    }),
  );

/** How dates, times and money read for a person (their General settings over the application's). */
export const readDisplayPrefs = async (db: Kysely<DB>, userId: string): Promise<DisplayPrefs> =>
  displayPrefs((await readOwnSettings(db, userId)).general);

/**
 * Settings → Security "Two-factor authentication" (every user), or the session's current store's
 * Store Settings → Security (every user working in it): sign in with a second step.
 */
export const requiresTwoFactor = async (db: Kysely<DB>, storeId: string | null): Promise<boolean> =>
  (await readAppSettings(db)).security.two_factor_auth ||
  (storeId !== null && (await storeSecurity(db, storeId)).two_factor_auth);
