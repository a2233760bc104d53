import type { TApplicationReceipt, TPublicPosting, ZCareerApplicationCreate } from "@storeops/domain";
import type { z } from "zod";
import { apiHeaders, apiJson, isApiError } from "../../lib/api.ts";

/** A posting as GET /api/careers shows it to anyone (docs/decisions.md, Careers, pinned; the domain's answer). */
export type PublicPosting = TPublicPosting;

export function fetchOpenPostings(signal?: AbortSignal): Promise<PublicPosting[]> {
  return apiJson<PublicPosting[]>("/careers", { signal });
}

/** The apply form's text fields: the domain's application fields, as the form edits them. */
type ApplyText = Extract<
  keyof z.input<typeof ZCareerApplicationCreate>,
  "first_name" | "last_name" | "email" | "phone" | "cover_letter"
>;
/** The apply form's values: its text fields, the terms box and the résumé the browser picked. */
export type ApplicationInput = Record<ApplyText, string> &
  Record<"agreed_to_terms", boolean> &
  Record<"resume", File | null>;

/** POST /api/careers/{id}/applications as multipart/form-data (the résumé travels as a file). */
export async function submitApplication(
  postingId: string,
  input: ApplicationInput,
): Promise<TApplicationReceipt> {
  const form = new FormData();
  form.set("first_name", input.first_name.trim());
  form.set("last_name", input.last_name.trim());
  form.set("email", input.email.trim());
  form.set("phone", input.phone.trim());
  form.set("cover_letter", input.cover_letter);
  form.set("agreed_to_terms", String(input.agreed_to_terms));
  if (input.resume) form.set("resume", input.resume, input.resume.name);
  const response = await fetch(`/api/careers/${encodeURIComponent(postingId)}/applications`, {
    method: "POST",
    body: form,
    credentials: "same-origin",
    headers: apiHeaders(),
  });
  const body = (await response.json().catch(() => ({}))) as { message?: string; id?: string };
  if (!response.ok) throw new ApplyError(response.status, body.message ?? response.statusText);
  return body as TApplicationReceipt;
}

/** A refusal of the apply endpoint with the server's message. */
export class ApplyError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** The server's own words for a refusal the visitor can act on (400, 404, 413, 415, 429). */
export function applyRefusal(error: unknown): string | null {
  if (error instanceof ApplyError && error.status >= 400 && error.status < 500) return error.message;
  if (isApiError(error) && error.status < 500) return error.message;
  return null;
}
