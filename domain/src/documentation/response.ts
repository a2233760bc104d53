/** The in-app documentation's answers (GET /api/documentation and /api/documentation/{id}). */
import { z } from "zod";

/** A guide for a daily job, or a developer document (admins). */
export const DOCUMENT_KINDS = ["guide", "developer"] as const;
const kind = z.enum(DOCUMENT_KINDS);

/** One entry of the documentation index. */
export const ZDocumentSummary = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  kind,
});
export type TDocumentSummary = z.infer<typeof ZDocumentSummary>;

/** One document as Markdown. */
export const ZDocumentContent = z.object({
  id: z.string(),
  title: z.string(),
  kind,
  markdown: z.string().describe("the overview ends with live totals of the reader's stores"),
});
export type TDocumentContent = z.infer<typeof ZDocumentContent>;
