/** What the duplicates queries of purchases and expenses share: amount, date, files, the record left out. */
import { z } from "zod";
import { MAX_FILES_PER_UPLOAD } from "../files/limits.ts";
import { date, id, positiveMoney } from "../shared/fields.ts";
import { VALIDATION } from "../shared/validation-messages.ts";
import { SHA256_PATTERN } from "./duplicates.ts";

/** A query string's number ("12.50"), checked as money; blank is none. */
const queryMoney = (label: string) =>
  z.preprocess(
    (value) => (typeof value === "string" ? (value.trim() === "" ? undefined : Number(value)) : value),
    positiveMoney(label).optional(),
  );

/** A comma-separated list in a query string, each item checked. */
const queryList = (label: string, item: z.ZodString) =>
  z
    .string({ error: VALIDATION.list(label) })
    .transform((value) =>
      value
        .split(",")
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .pipe(z.array(item).max(MAX_FILES_PER_UPLOAD, VALIDATION.maxItems(label, MAX_FILES_PER_UPLOAD)))
    .optional();

/** The draft's amount, date and files, and the record being edited (left out of the answer). */
export function duplicateDraftFields<const D extends string>(dateColumn: D, dateLabel: string) {
  return {
    amount: queryMoney("Amount").describe("dollars; without it any amount matches"),
    ...({
      [dateColumn]: date(dateLabel).optional().describe("YYYY-MM-DD; without it the store's today"),
    } as Record<D, z.ZodOptional<ReturnType<typeof date>>>),
    files: queryList("Files", z.string().min(1, VALIDATION.invalid("Files"))).describe(
      "temporary upload names (POST /api/rest/v1/upload-temp/{table}), comma-separated",
    ),
    sha256: queryList(
      "File fingerprints",
      z.string().regex(SHA256_PATTERN, VALIDATION.invalid("File fingerprints")),
    ).describe("SHA-256 of files not yet uploaded (hex, comma-separated), as the browser computes them"),
    exclude_id: id().optional().describe("the record being edited, left out"),
  };
}
