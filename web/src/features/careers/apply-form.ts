import { MAX_FILE_BYTES, RESUME_EXTENSIONS, resumeTooLarge, TEXT_LIMIT } from "@storeops/domain";
import { PUBLIC_MESSAGES as MSG } from "../../lib/messages.ts";
import type { ApplicationInput } from "./careers.api.ts";

export const EMPTY_APPLICATION: ApplicationInput = {
  first_name: "",
  last_name: "",
  email: "",
  phone: "",
  cover_letter: "",
  agreed_to_terms: false,
  resume: null,
};

/** The applicant's contact fields, in order, with their label's key and what the browser may fill them from. */
export const CONTACT_FIELDS = [
  { key: "first_name", label: "firstName", autoComplete: "given-name" },
  { key: "last_name", label: "lastName", autoComplete: "family-name" },
  { key: "email", label: "email", type: "email", autoComplete: "email", inputMode: "email" },
  { key: "phone", label: "phone", type: "tel", autoComplete: "tel", inputMode: "tel" },
] as const;

/** The résumé's own checks before upload (the server checks its bytes again). */
export function resumeProblem(file: File | null): string | null {
  if (!file) return null;
  if (file.size > MAX_FILE_BYTES) return resumeTooLarge(MAX_FILE_BYTES);
  const name = file.name.toLowerCase();
  if (!RESUME_EXTENSIONS.some((extension) => name.endsWith(extension))) return MSG.resumeType;
  return null;
}

/** Spec 1 §5, in its order: terms, required fields, cover letter, résumé. Null when it may be sent. */
export function applicationProblem(input: ApplicationInput): string | null {
  if (!input.agreed_to_terms) return MSG.agreeToTerms;
  const required = [input.first_name, input.last_name, input.email, input.phone];
  if (required.some((value) => value.trim() === "")) return MSG.requiredFields;
  if (input.cover_letter.length > TEXT_LIMIT) return MSG.coverLetterTooLong;
  return resumeProblem(input.resume);
}
