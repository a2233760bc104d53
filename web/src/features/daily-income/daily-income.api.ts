import { useQuery } from "@tanstack/react-query";
import { listRows } from "../../lib/rest.ts";
import type { Attachment } from "../files/attachment-files.ts";

export interface DailyIncome {
  id: string;
  store_id: string;
  store_name: string | null;
  store_code: string | null;
  date: string;
  work_start_time: string | null;
  work_end_time: string | null;
  income_cash: number;
  income_card: number;
  income_other: number;
  total_income: number;
  notes: string | null;
  attachments: Attachment[] | string | null;
  created_by: string | null;
  created_at: string;
  updated_at: string;
  allowed_actions?: string[];
}

const SAME_DAY_SELECT = [
  "id",
  "store_id",
  "store_name",
  "date",
  "work_start_time",
  "work_end_time",
  "income_cash",
  "income_card",
  "income_other",
  "total_income",
];

/** Other records of the same store and date (a second shift): the form warns before saving. */
export function useSameDayRecords(storeId: string, date: string, excludeId: string | undefined) {
  return useQuery({
    queryKey: ["daily_income", "same-day", storeId, date, excludeId ?? ""],
    enabled: storeId !== "" && /^\d{4}-\d{2}-\d{2}$/.test(date),
    queryFn: async ({ signal }) => {
      const result = await listRows<DailyIncome>(
        "daily_income",
        {
          select: SAME_DAY_SELECT,
          eq: { store_id: storeId, date },
          limit: 10,
        },
        signal,
      );
      return result.rows.filter((row) => row.id !== excludeId);
    },
  });
}
