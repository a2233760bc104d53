import type { TDocumentContent, TDocumentSummary } from "@storeops/domain";
import { apiJson } from "../../lib/api.ts";
import { saveBlob } from "../../lib/download.ts";

/** A guide's picture, written `images/<name>.png` in its Markdown, as the server serves it. */
export function guideImageUrl(src: string): string {
  const name = /^images\/([a-z0-9-]+\.png)$/.exec(src)?.[1];
  return name ? `/api/documentation/images/${name}` : src;
}

export const fetchDocuments = (signal?: AbortSignal) =>
  apiJson<TDocumentSummary[]>("/documentation", { signal });

export const fetchDocument = (id: string, signal?: AbortSignal) =>
  apiJson<TDocumentContent>(`/documentation/${encodeURIComponent(id)}`, { signal });

/** The spec's download name: a fixed prefix and the title with spaces turned into underscores. */
export function documentFileName(title: string): string {
  return `StoreOps_Documentation_${title.replaceAll(" ", "_")}.txt`;
}

/** Saves a document's text as a .txt download. */
export function downloadDocument(document_: TDocumentContent): void {
  const blob = new Blob([document_.markdown], { type: "text/plain;charset=utf-8" });
  saveBlob(blob, documentFileName(document_.title));
}
