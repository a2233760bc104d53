/**
 * The applicant pipeline: an application's status and notes (admin), and the hire that turns an
 * applicant into a staff record. `hired` is set only by the hire call (docs/decisions.md, Career applications, pinned), so
 * an update naming it is refused.
 */
import { z } from "zod";
import { date, id, oneOf, optionalEmail, optionalText, requiredText } from "../shared/fields.ts";
import { TEXT_LIMIT } from "../shared/limits.ts";
import { DEPARTMENTS } from "../shared/options.ts";
import { STAFF_POSITIONS } from "../staff/options.ts";
import { APPLICATION_MESSAGES } from "./messages.ts";

export const APPLICATION_STATUSES = ["new", "reviewing", "interviewed", "hired", "rejected"] as const;

/** What an update may set: every status but `hired`. */
export const APPLICATION_SETTABLE_STATUSES = ["new", "reviewing", "interviewed", "rejected"] as const;

export const ZCareerApplicationUpdate = z
  .strictObject({
    status: z
      .string({ error: "Status is required" })
      .refine((value) => value !== "hired", APPLICATION_MESSAGES.hiredOnlyByHire)
      .pipe(oneOf("Status", APPLICATION_SETTABLE_STATUSES)),
    notes: optionalText("Notes", TEXT_LIMIT),
  })
  .partial();

/**
 * POST /api/career-applications/{id}/hire. Position and department are the staff record's own
 * words: the web offers the staff lists (STAFF_POSITIONS, DEPARTMENTS), the API also takes a
 * posting's job title such as "Barista".
 */
export const ZCareerHire = z.strictObject({
  store_id: id(),
  position: requiredText("Position", 100),
  department: requiredText("Department", 100),
  hire_date: date("Hire date"),
  /** The staff record's email when the admin edits the applicant's (absent or "": the applicant's). */
  email: optionalEmail(),
});

/** What the hire form offers. */
export const HIRE_POSITIONS = STAFF_POSITIONS;
export const HIRE_DEPARTMENTS = DEPARTMENTS;
export type TCareerHire = z.infer<typeof ZCareerHire>;
