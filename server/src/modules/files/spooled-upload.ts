import { createHash, randomBytes } from "node:crypto";
import { createWriteStream } from "node:fs";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import type { FastifyRequest } from "fastify";

/** A file part written to a temporary file as it arrived: a multipart body is never held in memory. */
export interface SpooledFile {
  fieldname: string;
  /** The name the client gave, control characters removed (it is shown and sent back in headers). */
  filename: string;
  path: string;
  size: number;
  /** Cut at the size limit: the file was larger than it. */
  truncated: boolean;
  /** The SHA-256 (hex) of the bytes written, computed as they arrived (docs/decisions.md, Duplicate bills). */
  sha256: string;
}

export interface SpooledUpload {
  fields: Record<string, string>;
  files: SpooledFile[];
}

interface SpoolLimits {
  fileSize: number;
  files: number;
  fields?: number;
}

export const SPOOL_DIR = path.join(os.tmpdir(), "storeops-uploads");

// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
const cleanName = (name: string) => name.replace(/[\u0000-\u001f\u007f]/g, "").slice(0, 300);

/**
 * Reads a multipart body part by part, each file streamed to a temporary file of its own (owner
 * only) and cut at `limits.fileSize`; an error while reading the body is answered as `refuse`
 * words it. Every temporary file is removed when `use` returns or throws, and when reading fails:
 * the caller copies what it keeps into the file store.
 */
export async function withSpooledUpload<T>(
  request: FastifyRequest,
  limits: SpoolLimits,
  refuse: (error: unknown) => Error,
  use: (upload: SpooledUpload) => Promise<T>,
): Promise<T> {
  const written: string[] = [];
  try {
    const upload = await readParts(request, limits, written).catch((error: unknown) => {
      throw refuse(error);
    });
    return await use(upload);
  } finally {
    await Promise.all(written.map((file) => fs.rm(file, { force: true })));
  }
}

/**
 * Removes spooled files older than `maxAgeMs`: a process that died while receiving an upload left
 * them (a living one removes its own when the request ends). Answers how many it removed.
 */
export async function removeStraySpooledFiles(maxAgeMs: number, now = Date.now()): Promise<number> {
  const names = await fs.readdir(SPOOL_DIR).catch(() => [] as string[]);
  let removed = 0;
  for (const name of names) {
    const file = path.join(SPOOL_DIR, name);
    const stat = await fs.stat(file).catch(() => undefined);
    if (!stat?.isFile() || now - stat.mtimeMs < maxAgeMs) continue;
    await fs.rm(file, { force: true });
    removed++;
  }
  return removed;
}

async function readParts(request: FastifyRequest, limits: SpoolLimits, written: string[]) {
  const upload: SpooledUpload = { fields: {}, files: [] };
  await fs.mkdir(SPOOL_DIR, { recursive: true, mode: 0o700 });
  // parts() honours throwFileSizeLimit as files() does; its type leaves it out.
  const options = { limits, throwFileSizeLimit: false } as Parameters<FastifyRequest["parts"]>[0];
  for await (const part of request.parts(options)) {
    if (part.type === "field") {
      if (typeof part.value === "string") upload.fields[part.fieldname] = part.value;
      continue;
    }
    const file = path.join(SPOOL_DIR, `${process.pid}-${randomBytes(12).toString("hex")}`);
    written.push(file);
    const hash = createHash("sha256");
    await pipeline(
      part.file,
      async function* (chunks: AsyncIterable<Buffer>) {
        for await (const chunk of chunks) {
          hash.update(chunk);
          yield chunk;
        }
      },
      createWriteStream(file, { flags: "wx", mode: 0o600 }),
    );
    upload.files.push({
      fieldname: part.fieldname,
      filename: cleanName(part.filename),
      path: file,
      size: (await fs.stat(file)).size,
      truncated: part.file.truncated,
      sha256: hash.digest("hex"),
    });
  }
  return upload;
}
