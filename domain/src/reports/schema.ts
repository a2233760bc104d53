/**
 * Reports. ZReportRequest is a report's request (type, store, period), kept as the `config` of a
 * saved report definition in the `reports` table; "Generate Report" and the exports send theirs as
 * the query ZReportQuery and ZReportExportQuery read (response.ts). A null or absent store_id
 * means all of the user's stores.
 */
import { z } from "zod";
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

const fields = {
  name: requiredText("Report name"),
  type: oneOf("Report type", REPORT_TYPES),
  description: optionalText("Description", LONG_TEXT_LIMIT),
  status: oneOf("Status", REPORT_STATUSES),
  config: ZReportRequest.nullable().optional(),
};

export const ZReportCreate = z.strictObject({ ...fields, status: fields.status.default("active") });

export const ZReportUpdate = z.strictObject(fields).partial();
