/** The in-app documentation's answers (GET /api/documentation and /api/documentation/{id}). */
import { z } from "zod";

/** One entry of the documentation index. */
export const ZDocumentSummary = z.object({ id: z.string(), title: z.string(), description: z.string() });
export type TDocumentSummary = z.infer<typeof ZDocumentSummary>;

/** One document as Markdown. */
export const ZDocumentContent = z.object({
  id: z.string(),
  title: z.string(),
  markdown: z.string().describe("the overview ends with live totals of the reader's stores"),
});
export type TDocumentContent = z.infer<typeof ZDocumentContent>;
