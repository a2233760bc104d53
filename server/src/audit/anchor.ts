import fs from "node:fs";
import path from "node:path";
import type { Kysely } from "kysely";
import type { DB } from "../db/database.ts";
import { nowIso } from "../ids.ts";
import { OWNER_ONLY_FILE, ownerOnlyDir } from "../owner-only.ts";
import { type AuditKey, sign } from "./audit-key.ts";
import { inTransaction, lockChainHead } from "./chain.ts";

/** BACKUP_DIR/audit-anchor.jsonl: the chain's head, appended outside the database. */
export const ANCHOR_FILE = "audit-anchor.jsonl";

/** One line of the anchor: the head at a moment, signed with the audit key. */
export interface AnchorLine {
  seq: number;
  hash: string;
  /** The head entry's id (null before the first entry). */
  id: string | null;
  keyed_from: number;
  at: string;
  mac: string;
}

const anchorMac = (key: AuditKey, line: Omit<AnchorLine, "mac">) =>
  sign(key, "anchor", String(line.seq), line.hash, line.id ?? "", String(line.keyed_from), line.at);

export const anchorFileIn = (backupDir: string) => path.join(backupDir, ANCHOR_FILE);

/**
 * Appends the chain's committed head to the anchor file, unless its last line already holds it.
 * The append happens under the chain's lock (the head row FOR UPDATE on PostgreSQL), so of several
 * processes sharing the database and the file one appends at a time, each line whole (opened,
 * written, flushed to disk and closed within the lock, which also serves a file on NFS) and in
 * the chain's order. Returns the head anchored.
 */
export async function anchorChainHead(db: Kysely<DB>, file: string): Promise<AnchorLine> {
  return inTransaction(db, async (trx) => {
    const head = await lockChainHead(trx);
    const last = readLastAnchor(file, head.key);
    if (last && last.seq === head.seq && last.hash === head.hash && last.keyed_from === head.keyedFrom)
      return last;
    const fields = {
      seq: head.seq,
      hash: head.hash,
      id: head.last_id,
      keyed_from: head.keyedFrom,
      at: nowIso(),
    };
    const line: AnchorLine = { ...fields, mac: anchorMac(head.key, fields) };
    ownerOnlyDir(path.dirname(file));
    const fd = fs.openSync(file, "a", OWNER_ONLY_FILE);
    try {
      fs.writeSync(fd, `${JSON.stringify(line)}\n`);
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
    return line;
  });
}

/** Enough of the file's end to hold its last lines. */
const TAIL_BYTES = 64 * 1024;

/**
 * The anchor's last line signed with this key, or null (no file yet, or no line of this key: a
 * line edited or written without the key does not count).
 */
export function readLastAnchor(file: string, key: AuditKey): AnchorLine | null {
  let fd: number;
  try {
    fd = fs.openSync(file, "r");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
  try {
    const size = fs.fstatSync(fd).size;
    const length = Math.min(size, TAIL_BYTES);
    const tail = Buffer.alloc(length);
    fs.readSync(fd, tail, 0, length, size - length);
    const lines = tail.toString("utf8").split("\n").reverse();
    for (const text of lines) {
      const line = parseLine(text);
      if (line && line.mac === anchorMac(key, line)) return line;
    }
    return null;
  } finally {
    fs.closeSync(fd);
  }
}

function parseLine(text: string): AnchorLine | null {
  try {
    const line = JSON.parse(text) as Partial<AnchorLine>;
    const numbers = typeof line.seq === "number" && typeof line.keyed_from === "number";
    const strings =
      typeof line.hash === "string" && typeof line.at === "string" && typeof line.mac === "string";
    return numbers && strings && (line.id === null || typeof line.id === "string")
      ? (line as AnchorLine)
      : null;
  } catch {
    return null;
  }
}
