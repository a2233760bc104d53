/** Staff Management's own answers: its cards, View Profile and a saved performance review. */
import { z } from "zod";
import { PERFORMANCE_LEVEL_VALUES } from "./options.ts";

/** GET /api/staff/summary: the cards over the staff the caller reads. */
export const ZStaffSummary = z.object({
  total: z.number(),
  active: z.number(),
  on_leave: z.number(),
  departments: z.number().describe("distinct departments"),
});
export type TStaffSummary = z.infer<typeof ZStaffSummary>;

const reviewFields = {
  id: z.string(),
  note: z.string().nullable(),
  reviewer_name: z.string().nullable(),
  created_at: z.string(),
};

/** POST /api/staff/{id}/reviews: the review saved. */
export const ZStaffReviewSaved = z.object({
  id: reviewFields.id,
  performance: z.enum(PERFORMANCE_LEVEL_VALUES),
  note: reviewFields.note,
  reviewer_name: reviewFields.reviewer_name,
  created_at: reviewFields.created_at,
});
export type TStaffReviewSaved = z.infer<typeof ZStaffReviewSaved>;

/** GET /api/staff/{id}/profile: View Profile. */
export const ZStaffProfile = z.object({
  staff: z.record(z.string(), z.unknown()).describe("the staff record as the staff list presents it"),
  leaves: z.array(
    z.object({
      id: z.string(),
      leave_type: z.string(),
      start_date: z.string(),
      end_date: z.string(),
      reason: z.string().nullable(),
      approved_by: z.string().nullable(),
      returned_at: z.string().nullable().describe("null while the leave lasts"),
      created_at: z.string(),
    }),
  ),
  reviews: z.array(ZStaffReviewSaved.extend({ performance: z.string() })).describe("newest first"),
  time_this_month: z
    .object({ from: z.string(), to: z.string(), entries: z.number(), hours: z.number() })
    .describe("time entries from the 1st of this month to today, in the store's time zone"),
});
export type TStaffProfile = z.infer<typeof ZStaffProfile>;
