import { apiRequest } from "./api.ts";

/** Hands a blob to the browser as a download under the given name. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Fetches a file from the API and saves it under the name the server gives (else the fallback); returns the name. */
export async function downloadFile(path: string, fallbackName: string): Promise<string> {
  const response = await apiRequest(path);
  const disposition = response.headers.get("content-disposition") ?? "";
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? fallbackName;
  saveBlob(await response.blob(), name);
  return name;
}
