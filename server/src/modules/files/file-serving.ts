import type { Readable } from "node:stream";
import type { FastifyReply } from "fastify";
import { fileTypeStream } from "file-type/node";
import { notFound } from "../../errors.ts";

/** Types a browser may show in the page: images and PDF. Everything else is only downloaded. */
const INLINE_TYPES: ReadonlySet<string> = new Set([
  "image/png",
  "image/jpeg",
  "image/gif",
  "image/webp",
  "application/pdf",
]);

/** RFC 5987 value: UTF-8 percent-encoded, with the characters encodeURIComponent leaves that RFC 5987 does not. */
function encodeRfc5987(text: string): string {
  return encodeURIComponent(text).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/**
 * A Content-Disposition header for a name a client once chose: control characters dropped, an
 * ASCII `filename` fallback (anything else, quotes and backslashes become `_`) and the full name
 * as `filename*=UTF-8''…`, so no name can break or inject a header.
 */
export function contentDisposition(kind: "inline" | "attachment", name: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
  const clean = name.replace(/[\u0000-\u001f\u007f-\u009f]/g, "").trim() || "file";
  const fallback = clean.replace(/[^\x20-\x7e]|["\\]/g, "_");
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encodeRfc5987(clean)}`;
}

/**
 * Streams a stored file (from FileStore.read; none is a 404) with the type its bytes show, never a
 * stored or claimed type: images and PDF inline (unless a download is asked for), anything else as
 * an octet-stream attachment. The type is read from the stream's first bytes, which are then sent
 * on with the rest: nothing is buffered beyond that.
 */
export async function sendStoredFile(
  reply: FastifyReply,
  file: Readable | undefined,
  options: { name: string; download?: boolean },
) {
  if (!file) throw notFound();
  const stream = await fileTypeStream(file);
  const detected = stream.fileType?.mime;
  const showable = detected !== undefined && INLINE_TYPES.has(detected);
  const kind = showable && !options.download ? "inline" : "attachment";
  return reply
    .type(showable ? detected : "application/octet-stream")
    .header("Content-Disposition", contentDisposition(kind, options.name))
    .header("X-Content-Type-Options", "nosniff")
    .header("Cache-Control", "private, no-store")
    .send(stream);
}
