/**
 * Reports. ZReportRequest is what "Generate Report" and the exports send (the server
 * aggregates in SQL); the `reports` table keeps saved report definitions whose `config` is
 * such a request. A null or absent store_id means all of the user's stores.
 */
import { z } from "zod";
import { EXPORT_FORMATS } from "../export/formats.ts";
import { date, id, oneOf, optionalText, requiredText } from "../shared/fields.ts";
import { LONG_TEXT_LIMIT } from "../shared/limits.ts";
import { ALWAYS, refineDateOrder } from "../shared/schema-rules.ts";
import { VALIDATION } from "../shared/validation-messages.ts";
import { REPORT_STATUSES, REPORT_TYPES } from "./options.ts";

const fromBeforeTo = refineDateOrder("from", "to", VALIDATION.fromAfterTo);

const requestFields = {
  type: oneOf("Report type", REPORT_TYPES),
  store_id: id().nullable().optional(),
  /** Both default on the server to the last 30 days up to today. */
  from: date("From date").optional(),
  to: date("To date").optional(),
};

export const ZReportRequest = z.strictObject(requestFields).superRefine(fromBeforeTo, ALWAYS);
export type TReportRequest = z.infer<typeof ZReportRequest>;

export const ZReportExport = z
  .strictObject({ ...requestFields, format: oneOf("Format", EXPORT_FORMATS) })
  .superRefine(fromBeforeTo, ALWAYS);
export type TReportExport = z.infer<typeof ZReportExport>;

const fields = {
  name: requiredText("Report name"),
  type: oneOf("Report type", REPORT_TYPES),
  description: optionalText("Description", LONG_TEXT_LIMIT),
  status: oneOf("Status", REPORT_STATUSES),
  config: ZReportRequest.nullable().optional(),
};

export const ZReportCreate = z.strictObject({ ...fields, status: fields.status.default("active") });
export type TReportCreate = z.infer<typeof ZReportCreate>;

export const ZReportUpdate = z.strictObject(fields).partial();
export type TReportUpdate = z.infer<typeof ZReportUpdate>;
