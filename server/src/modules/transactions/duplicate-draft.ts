import {
  amountRange,
  DUPLICATE_LIMIT,
  type DuplicateReason,
  dateRange,
  reachesStore,
  type TransactionTable,
  toCents,
} from "@storeops/domain";
import type { Kysely } from "kysely";
import type { Actor } from "../../access/actor.ts";
import { requireAccess } from "../../access/permissions.ts";
import { type Condition, readCondition } from "../../access/store-scope.ts";
import { ownersOfHashes } from "../../attachments/attachments.repository.ts";
import type { DB } from "../../db/database.ts";
import { storeToday } from "../../db/store-time.ts";
import { notFound } from "../../errors.ts";
import { tempFileHashes } from "../files/temp-files.repository.ts";

/** What the duplicates queries of purchases and expenses share (docs/decisions.md, Duplicate bills). */
export interface DraftQuery {
  store_id: string;
  amount?: number;
  files?: string[];
  sha256?: string[];
  exclude_id?: string;
}

/** A draft as the candidate queries read it: within the caller's stores, in cents and date ranges. */
export interface DraftFacts {
  /** The rows the caller may read (undefined: every row). */
  scope: Condition | undefined;
  amount: { min: number; max: number } | undefined;
  dates: { from: string; to: string };
  /** The records of the table holding one of the draft's files. */
  fileOwners: string[];
  excludeId: string | undefined;
}

/**
 * The draft's facts: the caller must read the table and reach the draft's store (else 404), the
 * search covers every store it may read; a draft without a date is dated the store's today;
 * its files are its temporary uploads (the caller's own) and the fingerprints the browser sent.
 */
export async function draftFacts(
  db: Kysely<DB>,
  actor: Actor,
  table: TransactionTable,
  input: DraftQuery,
  date: string | undefined,
): Promise<DraftFacts> {
  const access = requireAccess(actor, table, "read");
  if (!reachesStore(actor.scope, input.store_id)) throw notFound();
  const hashes = [
    ...new Set([...(await tempFileHashes(db, input.files ?? [], actor.user.id)), ...(input.sha256 ?? [])]),
  ];
  return {
    scope: readCondition(actor, table, access),
    amount: input.amount === undefined ? undefined : amountRange(toCents(input.amount)),
    dates: dateRange(date ?? (await storeToday(db, input.store_id))),
    fileOwners: await ownersOfHashes(db, table, hashes),
    excludeId: input.exclude_id,
  };
}

interface CandidateRow {
  id: string;
  created_at: string;
}

/**
 * The candidates of both rules, newest first (by `dateOf`, then creation), at most
 * DUPLICATE_LIMIT, each with why it was found.
 */
export function mergeCandidates<R extends CandidateRow>(
  byInvoice: readonly R[],
  byFile: readonly R[],
  dateOf: (row: R) => string,
): (Omit<R, "created_at"> & { reasons: DuplicateReason[] })[] {
  const merged = new Map<string, R & { reasons: DuplicateReason[] }>();
  for (const [rows, reason] of [
    [byInvoice, "invoice"],
    [byFile, "file"],
  ] as const) {
    for (const row of rows) {
      const found = merged.get(row.id) ?? { ...row, reasons: [] };
      found.reasons.push(reason);
      merged.set(row.id, found);
    }
  }
  return [...merged.values()]
    .sort((a, b) => dateOf(b).localeCompare(dateOf(a)) || b.created_at.localeCompare(a.created_at))
    .slice(0, DUPLICATE_LIMIT)
    .map(({ created_at: _, ...row }) => row);
}
