/** The careers module's answers: the public job board, an accepted application, the pipeline's counts. */
import { z } from "zod";

/** A posting as GET /api/careers shows it to anyone: the public fields only (docs/decisions.md, Careers). */
export const ZPublicPosting = z.object({
  id: z.string(),
  job_title: z.string(),
  department: z.string().nullable(),
  location: z.string().nullable(),
  employment_type: z.string(),
  experience_level: z.string(),
  salary_min: z.number().nullable().describe("per hour, US dollars"),
  salary_max: z.number().nullable().describe("per hour, US dollars"),
  salary: z.string().nullable().describe("the pay as text, when the range is not used"),
  description: z.string().nullable(),
  requirements: z.string().nullable().describe("one requirement per line"),
  posted_date: z.string().nullable(),
});
export type TPublicPosting = z.infer<typeof ZPublicPosting>;

/** POST /api/careers/{id}/applications: the application received. */
export const ZApplicationReceipt = z.object({
  id: z.string(),
  status: z.literal("new"),
  applied_at: z.string(),
});
export type TApplicationReceipt = z.infer<typeof ZApplicationReceipt>;

/** GET /api/careers/application-counts: applications per posting and status. */
export const ZApplicationCount = z.object({
  career_id: z.string().nullable().describe("null for applications whose posting was deleted"),
  status: z.string(),
  count: z.number(),
});
export type TApplicationCount = z.infer<typeof ZApplicationCount>;
