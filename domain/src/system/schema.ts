import { z } from "zod";

/** GET /api/rest/v1/server-date: the business date and clock of a store, by the server's time. */
export const ZServerDate = z.object({
  date: z.string().describe("YYYY-MM-DD in `timezone`"),
  time: z.string().describe("the server's instant, ISO 8601 UTC"),
  timezone: z.string().describe("the IANA time zone of `store_id`, else of the current store, else UTC"),
  local_time: z.string().describe("HH:MM (24-hour) in `timezone`: the store's clock, e.g. for a clock-out"),
});

export const ZServerDateQuery = z.object({
  store_id: z
    .string()
    .min(1)
    .max(100)
    .optional()
    .describe("answer in this store's time zone; a store outside the caller's stores is 404"),
});
export type TServerDate = z.infer<typeof ZServerDate>;
