import type { Kysely } from "kysely";
import type { DB } from "../../db/database.ts";
import { nowIso } from "../../ids.ts";

/** A settings document merged over its defaults, so new fields get their default values. */
export async function readSetting<T extends object>(db: Kysely<DB>, key: string, defaults: T): Promise<T> {
  const row = await db.selectFrom("settings").select("value").where("key", "=", key).executeTakeFirst();
  if (!row) return defaults;
  const stored = JSON.parse(row.value) as Partial<T>;
  return deepMerge(defaults, stored);
}

export async function writeSetting(
  db: Kysely<DB>,
  key: string,
  value: object,
  userId: string | null,
): Promise<void> {
  const values = { key, value: JSON.stringify(value), updated_at: nowIso(), updated_by: userId };
  await db
    .insertInto("settings")
    .values(values)
    .onConflict((oc) =>
      oc
        .column("key")
        .doUpdateSet({ value: values.value, updated_at: values.updated_at, updated_by: userId }),
    )
    .execute();
}

function deepMerge<T extends object>(base: T, over: Partial<T>): T {
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
