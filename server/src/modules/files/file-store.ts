import { randomBytes } from "node:crypto";
import type { Readable } from "node:stream";

/** One stored file as a listing shows it: its key (`{area}/{name}`) and when it was written. */
export interface StoredObject {
  key: string;
  modifiedAt: number;
}

/**
 * Where uploaded files live, by key `{area}/{name}`: `tmp/` for uploads not yet attached,
 * `{table}/` once attached, `career_applications/` for résumés. Files are written once, never
 * changed; every reader and writer goes through this, never through `fs`.
 */
export interface FileStore {
  /** What `/api/health` reports as `files`. */
  readonly kind: "local" | "s3";
  /** Stores new bytes under a key. */
  write(key: string, bytes: Buffer): Promise<void>;
  /** Stores a local file's bytes under a key, streamed (an upload spooled to disk). */
  writeFile(key: string, localPath: string): Promise<void>;
  /** The file's bytes as a stream, or undefined when there is no such file. */
  read(key: string): Promise<Readable | undefined>;
  /** Moves a file to another key (out of `tmp/` when attached, back when the attaching fails). */
  move(from: string, to: string): Promise<void>;
  /** Removes a file; one that is already gone is no error. */
  remove(key: string): Promise<void>;
  /** Every file whose key starts with `prefix` ("" for all, "tmp/" for one area). */
  list(prefix: string): Promise<StoredObject[]>;
  /** The health check: the store answers and takes writes (kept a few seconds). */
  check(): Promise<boolean>;
  /** Lets go of connections when the app closes. */
  close(): void;
}

/** The key of a stored name in an area; the same path relative to the folder store's root. */
export function fileKey(area: string, name: string): string {
  return `${area}/${name}`;
}

/** A generated name: the original name never reaches the store. */
export function generateStoredName(extension: string): string {
  return `${Date.now().toString(36)}-${randomBytes(12).toString("hex")}${extension}`;
}

/** Names we generate, and nothing else: what a request may name. */
export function isStoredName(name: string): boolean {
  return /^[a-z0-9]+-[a-f0-9]{24}\.(pdf|jpg|png|doc|docx)$/.test(name);
}

/** Reads a stored file whole (undefined when it is gone): for checks and backups, one file at a time, within the upload limit. */
export async function readWhole(files: FileStore, key: string): Promise<Buffer | undefined> {
  const stream = await files.read(key);
  if (!stream) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A health check answered from a cache for `ms`, so a busy load balancer does not hammer the store. */
export function cachedCheck(ms: number, probe: () => Promise<boolean>): () => Promise<boolean> {
  let last: { at: number; ok: Promise<boolean> } | null = null;
  return () => {
    if (last && Date.now() - last.at < ms) return last.ok;
    const ok = probe().catch(() => false);
    last = { at: Date.now(), ok };
    return ok;
  };
}
