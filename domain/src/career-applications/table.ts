import { base, c, datedRecords, notNull, system } from "../shared/columns.ts";

/** The `career_applications` table: its columns, store binding, searchable fields and default order. */
export const careerApplicationsTable = datedRecords(
  "applied_at",
  ["first_name", "last_name", "email", "position", "location"],
  {
    ...base,
    career_id: c("ref"),
    first_name: notNull("text"),
    last_name: notNull("text"),
    email: notNull("text"),
    phone: notNull("text"),
    position: c("text"),
    location: c("text"),
    cover_letter: c("text"),
    resume: c("json"),
    applied_at: notNull("instant"),
    status: notNull("enum"),
    notes: c("text"),
    staff_id: system("ref"),
    ip_address: c("text", { hidden: true, system: true }),
  },
);
