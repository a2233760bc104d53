/** Closed option lists of the careers module: what the API accepts and the web offers in its selects. */
import { EMPLOYMENT_TYPES } from "../shared/options.ts";

export const CAREER_STATUSES = ["open", "closed"] as const;

export const CAREER_EMPLOYMENT_TYPES = EMPLOYMENT_TYPES;

export const CAREER_EMPLOYMENT_TYPE_LABELS = {
  "full-time": "Full-time",
  "part-time": "Part-time",
  contract: "Contract",
  temporary: "Temporary",
} as const satisfies Record<(typeof EMPLOYMENT_TYPES)[number], string>;

export const DEFAULT_EXPERIENCE_LEVEL = "mid-level";

/** Suggestions for the posting form; the column is free text with mid-level as default. */
export const EXPERIENCE_LEVELS = ["entry-level", "mid-level", "senior-level", "executive"] as const;

/** What a résumé may be: checked from the file's bytes on the server, by name on the web. */
export const RESUME_MIME_TYPES = [
  "application/pdf",
  "application/msword",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
] as const;

export const RESUME_EXTENSIONS = [".pdf", ".doc", ".docx"] as const;
