import type { ImportMapping, ImportTable, TImportJob, TImportPreview } from "@storeops/domain";
import { useQuery } from "@tanstack/react-query";
import { apiForm, apiJson } from "../../lib/api.ts";

/** The import's form: the file, and the mapping when one is chosen. */
function importForm(file: File, mapping?: ImportMapping): FormData {
  const form = new FormData();
  if (mapping) form.append("mapping", JSON.stringify(mapping));
  form.append("file", file, file.name);
  return form;
}

/** POST /api/imports/{table}/preview: the file read and checked, nothing stored. */
export async function previewImport(table: ImportTable, file: File, mapping?: ImportMapping) {
  const response = await apiForm(`/imports/${table}/preview`, importForm(file, mapping));
  return (await response.json()) as TImportPreview;
}

/** POST /api/imports/{table}: starts the run; answers its job at once. */
export async function startImport(table: ImportTable, file: File, mapping: ImportMapping) {
  const response = await apiForm(`/imports/${table}`, importForm(file, mapping));
  return (await response.json()) as TImportJob;
}

/** A run, asked again every second while it runs. */
export function useImportJob(id: string | null) {
  return useQuery({
    queryKey: ["imports", "job", id],
    queryFn: ({ signal }) => apiJson<TImportJob>(`/imports/jobs/${id}`, { signal }),
    enabled: id !== null,
    refetchInterval: (query) => (query.state.data?.status === "running" ? 1000 : false),
  });
}

/** Where the run's refused rows file downloads from (the browser follows the link with the session). */
export const refusedRowsHref = (id: string) => `/api/imports/jobs/${id}/refused`;
