import { base, c, system, type TableDef } from "../shared/columns.ts";

/** The `career_applications` table: its columns, store binding, searchable fields and default order. */
export const careerApplicationsTable = {
  columns: {
    ...base,
    career_id: c("ref"),
    first_name: c("text"),
    last_name: c("text"),
    email: c("text"),
    phone: c("text"),
    position: c("text"),
    location: c("text"),
    cover_letter: c("text"),
    resume: c("json"),
    applied_at: c("instant"),
    status: c("enum"),
    notes: c("text"),
    staff_id: system("ref"),
    ip_address: c("text", { hidden: true, system: true }),
  },
  storeBound: false,
  searchable: ["first_name", "last_name", "email", "position", "location"],
  defaultOrder: ["applied_at", "desc"],
} as const satisfies TableDef;
