import type { TDocumentContent, TDocumentSummary } from "@storeops/domain";
import { apiJson } from "../../lib/api.ts";
import { saveBlob } from "../../lib/download.ts";

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
