/** The API's schemas of the figure periods (figure-periods.ts): a `period` parameter and the range an answer covers. */
import { z } from "zod";
import { DEFAULT_FIGURE_PERIOD, FIGURE_PERIODS, type FigurePeriodRange } from "./figure-periods.ts";

/** A `period` query parameter: one of FIGURE_PERIODS, this month when left out. */
export const ZFigurePeriodQuery = z.enum(FIGURE_PERIODS).default(DEFAULT_FIGURE_PERIOD);

/** The period an answer's figures cover: its key and its first and last day, both included. */
export const ZFigurePeriodRange = z.object({
  key: z.enum(FIGURE_PERIODS),
  from: z.string().describe("YYYY-MM-DD, the period's first day"),
  to: z.string().describe("YYYY-MM-DD, the period's last day (today, or the last month's last day)"),
}) satisfies z.ZodType<FigurePeriodRange>;
export type TFigurePeriodRange = z.infer<typeof ZFigurePeriodRange>;
