import { apiHeaders, apiJson, isApiError } from "../../lib/api.ts";

/** A posting as GET /api/careers shows it to anyone (docs/decisions.md, Careers, pinned). */
export interface PublicPosting {
  id: string;
  job_title: string;
  department: string | null;
  location: string | null;
  employment_type: string;
  experience_level: string;
  salary_min: number | null;
  salary_max: number | null;
  salary: string | null;
  description: string | null;
  requirements: string | null;
  posted_date: string | null;
}

export function fetchOpenPostings(signal?: AbortSignal): Promise<PublicPosting[]> {
  return apiJson<PublicPosting[]>("/careers", { signal });
}

export type ApplicationInput = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  coverLetter: string;
  agreedToTerms: boolean;
  resume: File | null;
};

/** POST /api/careers/{id}/applications as multipart/form-data (the résumé travels as a file). */
export async function submitApplication(
  postingId: string,
  input: ApplicationInput,
): Promise<{ id: string; status: "new"; applied_at: string }> {
  const form = new FormData();
  form.set("first_name", input.firstName.trim());
  form.set("last_name", input.lastName.trim());
  form.set("email", input.email.trim());
  form.set("phone", input.phone.trim());
  form.set("cover_letter", input.coverLetter);
  form.set("agreed_to_terms", String(input.agreedToTerms));
  if (input.resume) form.set("resume", input.resume, input.resume.name);
  const response = await fetch(`/api/careers/${encodeURIComponent(postingId)}/applications`, {
    method: "POST",
    body: form,
    credentials: "same-origin",
    headers: apiHeaders(),
  });
  const body = (await response.json().catch(() => ({}))) as { message?: string; id?: string };
  if (!response.ok) throw new ApplyError(response.status, body.message ?? response.statusText);
  return body as { id: string; status: "new"; applied_at: string };
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
