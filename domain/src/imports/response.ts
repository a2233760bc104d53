/** The answers of imports (docs/decisions.md, Imports). */
import { z } from "zod";
import { IMPORT_FORMATS, IMPORT_JOB_STATUSES, IMPORT_TABLES } from "./options.ts";

const ZImportProblem = z.object({
  row: z.number().describe("the row's number in the file; the header row is 1"),
  field: z.string().describe("the field the problem is about, or '' for the whole row"),
  message: z.string(),
});
export type TImportProblem = z.infer<typeof ZImportProblem>;

/** POST /api/imports/{table}/preview: the file's columns, the mapping offered, and what importing would refuse. */
export const ZImportPreview = z.object({
  table: z.enum(IMPORT_TABLES),
  file_name: z.string(),
  format: z.enum(IMPORT_FORMATS),
  headers: z.array(z.string()).describe("the file's header row"),
  examples: z.array(z.string()).describe("each column's first value, to recognise it by"),
  mapping: z
    .array(z.string().nullable())
    .describe(
      "for each column, the field it fills or null: the one sent, else the one remembered, else guessed",
    ),
  remembered: z.boolean().describe("true when the mapping is the one remembered for this layout"),
  missing: z.array(z.string()).describe("required fields no column fills"),
  rows: z.number().describe("data rows (blank rows left out)"),
  valid: z.number(),
  refused: z.number(),
  problems: z.array(ZImportProblem).describe("the first 100 problems, in file order"),
  problems_total: z.number(),
});
export type TImportPreview = z.infer<typeof ZImportPreview>;

/** An import's run: POST /api/imports/{table} (202) and GET /api/imports/jobs/{id}. */
export const ZImportJob = z.object({
  id: z.string(),
  table: z.enum(IMPORT_TABLES),
  file_name: z.string(),
  status: z.enum(IMPORT_JOB_STATUSES),
  total: z.number().nullable().describe("data rows, once counted"),
  processed: z.number(),
  imported: z.number(),
  refused: z.number(),
  message: z.string().nullable().describe("why a failed run stopped"),
  refused_file: z.boolean().describe("true when GET /api/imports/jobs/{id}/refused serves the refused rows"),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type TImportJob = z.infer<typeof ZImportJob>;
