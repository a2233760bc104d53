import type { TDocumentProposal, TTempUpload } from "@storeops/domain";
import { apiJson, apiUpload } from "../../lib/api.ts";

export type ReadableTable = "purchases" | "expenses";

/** Uploads the file to temporary storage and asks the server to read it (POST /api/documents/read). */
export async function readReceipt(table: ReadableTable, file: File): Promise<TDocumentProposal> {
  const uploaded = (await (await apiUpload(`/rest/v1/upload-temp/${table}`, [file])).json()) as TTempUpload;
  const tempName = uploaded.files[0]?.tempName;
  if (!tempName) throw new Error(uploaded.rejected[0]?.message ?? "");
  return apiJson<TDocumentProposal>("/documents/read", { method: "POST", body: { table, tempName } });
}
