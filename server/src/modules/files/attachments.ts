import type { TAttachment } from "@storeops/domain";
import { badRequest } from "../../errors.ts";

export function fileUrl(table: string, name: string): string {
  return `/api/rest/v1/files/${table}/${name}`;
}

export function parseAttachments(value: unknown): TAttachment[] {
  const parsed: unknown = typeof value === "string" ? JSON.parse(value) : value;
  return Array.isArray(parsed) ? (parsed as TAttachment[]) : [];
}

/**
 * Attachments can be removed by any writer, but added only by moving uploaded files
 * (`allowedNew`): a client must not point a record at someone else's file. URLs are rewritten
 * to the canonical served path.
 */
export function guardAttachments(
  table: string,
  before: unknown,
  next: unknown,
  allowedNew: ReadonlySet<string>,
): string {
  const existing = new Set(parseAttachments(before).map((file) => file.name));
  const files = parseAttachments(next);
  for (const file of files) {
    if (!existing.has(file.name) && !allowedNew.has(file.name)) {
      throw badRequest("Attachments can only be added by uploading files.", {
        fields: { attachments: [file.name] },
      });
    }
  }
  return JSON.stringify(files.map((file) => ({ ...file, url: fileUrl(table, file.name) })));
}
