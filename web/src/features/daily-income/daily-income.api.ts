import type { RowOf } from "@storeops/domain";
import { useQuery } from "@tanstack/react-query";
import { listRows } from "../../lib/rest.ts";
import type { Attachment } from "../files/attachment-files.ts";

/** A day's income as the list and details read it: the domain's row, its attachments parsed or raw. */
export type DailyIncome = Omit<RowOf<"daily_income">, "attachments"> & {
  attachments: Attachment[] | string | null;
};

/** The columns a day's income is read with: the list's, its export's and the same-day warning's. */
export const DAILY_INCOME_SELECT = [
  "id",
  "store_id",
  "store_code",
  "store_name",
  "date",
  "work_start_time",
  "work_end_time",
  "income_cash",
  "income_card",
  "income_other",
  "total_income",
  "notes",
  "attachments",
  "created_by",
  "created_at",
  "updated_at",
] as const;

/** Other records of the same store and date (a second shift): the form warns before saving. */
export function useSameDayRecords(storeId: string, date: string, excludeId: string | undefined) {
  return useQuery({
    queryKey: ["daily_income", "same-day", storeId, date, excludeId ?? ""],
    enabled: storeId !== "" && /^\d{4}-\d{2}-\d{2}$/.test(date),
    queryFn: async ({ signal }) => {
      const result = await listRows<DailyIncome>(
        "daily_income",
        {
          select: DAILY_INCOME_SELECT,
          eq: { store_id: storeId, date },
          limit: 10,
        },
        signal,
      );
      return result.rows.filter((row) => row.id !== excludeId);
    },
  });
}
