/**
 * Public job applications (the careers page's Apply modal). They arrive as multipart form
 * fields with the résumé file, so `agreed_to_terms` accepts "true"/"on" as well as true.
 * `resume` and `applied_at` are set by the server from the upload and the clock, and
 * `career_id` may come from the path instead of the body.
 */
import { z } from "zod";
import { MSG } from "../messages.ts";
import { email, id, optionalText, requiredText } from "../shared/fields.ts";
import { TEXT_LIMIT } from "../shared/limits.ts";

const required = (label: string, max?: number) => requiredText(label, max, MSG.requiredFields);

export const ZCareerApplicationCreate = z.strictObject({
  career_id: id().optional(),
  first_name: required("First name"),
  last_name: required("Last name"),
  email: z.string({ error: MSG.requiredFields }).trim().min(1, MSG.requiredFields).pipe(email()),
  phone: required("Phone", 50),
  position: optionalText("Position"),
  location: optionalText("Location"),
  cover_letter: optionalText("Cover letter", TEXT_LIMIT, MSG.coverLetterTooLong),
  agreed_to_terms: z
    .union([z.boolean(), z.stringbool()], { error: MSG.agreeToTerms })
    .refine((agreed) => agreed, MSG.agreeToTerms),
});
