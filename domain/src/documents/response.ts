/** `POST /api/documents/read`: its body and its answer, the proposal the form fills from. */
import { z } from "zod";
import { PAYMENT_TYPES } from "../shared/options.ts";

/** The tables whose new records may be filled from a read receipt or invoice. */
const DOCUMENT_TABLES = ["purchases", "expenses"] as const;

export const ZDocumentRead = z.object({
  table: z.enum(DOCUMENT_TABLES).describe("the kind of record being created"),
  tempName: z.string().min(1).max(200).describe("the temporary name upload-temp gave the file"),
});
export type TDocumentRead = z.infer<typeof ZDocumentRead>;

const confidence = z.number().min(0).max(1).describe("0–1: how sure the reading is");
const proposed = <T extends z.ZodType>(value: T) => z.object({ value, confidence });

const ZDocumentProposalFields = z.object({
  vendor: z
    .object({
      value: z.string(),
      confidence,
      vendorId: z.string().nullable().describe("the matched vendor; null when no vendor is alike"),
    })
    .optional(),
  date: proposed(z.string().describe("YYYY-MM-DD")).optional(),
  total: proposed(z.number().describe("dollars")).optional(),
  tax: proposed(z.number().describe("dollars")).optional(),
  invoice_no: proposed(z.string()).optional(),
  payment_type: proposed(z.enum(PAYMENT_TYPES)).optional(),
});
export type DocumentProposalFields = z.infer<typeof ZDocumentProposalFields>;

export const ZDocumentProposal = z.object({
  fields: ZDocumentProposalFields,
  pages: z.number().int().describe("the document's pages; only the first is read"),
  milliseconds: z.number().int().describe("how long the reading took"),
});
export type TDocumentProposal = z.infer<typeof ZDocumentProposal>;
