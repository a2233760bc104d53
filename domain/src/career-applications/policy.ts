/** The applicant pipeline's policy: an applicant is hired from an open status only. */
import type { TablePolicy } from "../access/row-access.ts";

/** Application statuses a hire may start from. */
export const HIREABLE_STATUSES = ["new", "reviewing", "interviewed"] as const;

export const CAREER_APPLICATION_POLICY = {
  actionOpen: { hire: (record) => (HIREABLE_STATUSES as readonly string[]).includes(String(record.status)) },
} satisfies TablePolicy;
