/**
 * Career postings. `requirements` is newline-joined text with at least one non-blank line;
 * `posted_date` defaults on the server to today. Pay is either the `salary` text or the
 * salary_min/salary_max range (per hour, shown as a range on the careers page).
 */
import { z } from "zod";
import { MSG } from "../messages.ts";
import { date, money, oneOf, optionalText, requiredText } from "../shared/fields.ts";
import { DOCUMENT_TEXT_LIMIT } from "../shared/limits.ts";
import { DEFAULT_EMPLOYMENT_TYPE } from "../shared/options.ts";
import { ALWAYS } from "../shared/schema-rules.ts";
import { VALIDATION } from "../shared/validation-messages.ts";
import { CAREER_EMPLOYMENT_TYPES, CAREER_STATUSES, DEFAULT_EXPERIENCE_LEVEL } from "./options.ts";

const required = (label: string, max?: number) => requiredText(label, max, MSG.requiredFields);

const fields = {
  job_title: required("Job title"),
  department: optionalText("Department"),
  location: required("Location"),
  employment_type: oneOf("Employment type", CAREER_EMPLOYMENT_TYPES),
  experience_level: optionalText("Experience level", 50),
  salary_min: money("Minimum salary").nullable().optional(),
  salary_max: money("Maximum salary").nullable().optional(),
  salary: optionalText("Salary", 200),
  description: required("Description", DOCUMENT_TEXT_LIMIT),
  requirements: requiredText("Requirements", DOCUMENT_TEXT_LIMIT, MSG.requirementMissing),
  status: oneOf("Status", CAREER_STATUSES),
  posted_date: date("Posted date").optional(),
};

type Pay = { salary?: string | null; salary_min?: number | null; salary_max?: number | null };

function refinePayRange(value: Pay, ctx: z.RefinementCtx): void {
  if (value.salary_min != null && value.salary_max != null && value.salary_max < value.salary_min) {
    ctx.addIssue({ code: "custom", message: VALIDATION.salaryRange, path: ["salary_max"] });
  }
}

/** A new posting needs a salary: the text or at least one end of the range. */
function refinePayGiven(value: Pay, ctx: z.RefinementCtx): void {
  if (!value.salary && value.salary_min == null && value.salary_max == null) {
    ctx.addIssue({ code: "custom", message: MSG.requiredFields, path: ["salary"] });
  }
}

export const ZCareerCreate = z
  .strictObject({
    ...fields,
    employment_type: fields.employment_type.default(DEFAULT_EMPLOYMENT_TYPE),
    experience_level: fields.experience_level.default(DEFAULT_EXPERIENCE_LEVEL),
    status: fields.status.default("open"),
  })
  .superRefine(refinePayRange, ALWAYS)
  .superRefine(refinePayGiven, ALWAYS);
export type TCareerCreate = z.infer<typeof ZCareerCreate>;

export const ZCareerUpdate = z.strictObject(fields).partial().superRefine(refinePayRange, ALWAYS);
