import { apiJson } from "../../lib/api.ts";
import { saveBlob } from "../../lib/download.ts";

/** A guide for a daily job, or a developer document (admins). */
type DocumentKind = "guide" | "developer";

export interface DocumentSummary {
  id: string;
  title: string;
  description: string;
  kind: DocumentKind;
}

export interface DocumentContent {
  id: string;
  title: string;
  kind: DocumentKind;
  markdown: string;
}

/** A guide's picture, written `images/<name>.png` in its Markdown, as the server serves it. */
export function guideImageUrl(src: string): string {
  const name = /^images\/([a-z0-9-]+\.png)$/.exec(src)?.[1];
  return name ? `/api/documentation/images/${name}` : src;
}

export const fetchDocuments = (signal?: AbortSignal) =>
  apiJson<DocumentSummary[]>("/documentation", { signal });

export const fetchDocument = (id: string, signal?: AbortSignal) =>
  apiJson<DocumentContent>(`/documentation/${encodeURIComponent(id)}`, { signal });

/** The spec's download name: a fixed prefix and the title with spaces turned into underscores. */
export function documentFileName(title: string): string {
  return `StoreOps_Documentation_${title.replaceAll(" ", "_")}.txt`;
}

/** Saves a document's text as a .txt download. */
export function downloadDocument(document_: DocumentContent): void {
  const blob = new Blob([document_.markdown], { type: "text/plain;charset=utf-8" });
  saveBlob(blob, documentFileName(document_.title));
}
