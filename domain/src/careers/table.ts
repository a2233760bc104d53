import { base, c, datedRecords, notNull, system } from "../shared/columns.ts";

/** The `careers` table: its columns, store binding, searchable fields and default order. */
export const careersTable = datedRecords(
  "posted_date",
  ["job_title", "department", "location", "description"],
  {
    ...base,
    job_title: notNull("text"),
    department: c("text"),
    location: c("text"),
    employment_type: notNull("enum"),
    experience_level: notNull("text"),
    salary_min: c("money"),
    salary_max: c("money"),
    salary: c("text"),
    description: c("text"),
    requirements: c("text"),
    status: notNull("enum"),
    posted_date: c("date"),
    created_by: system("ref"),
  },
);
