import {
  IconBuildingStore,
  IconCalendarDollar,
  IconCash,
  IconCircleCheck,
  IconClock,
} from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useSummary } from "../../components/list/queries.ts";
import { SummaryCards } from "../../components/SummaryCards.tsx";
import { excludedHint } from "../../components/summary-excludes.ts";
import { formatDollars } from "../../lib/format.ts";
import type { ExpenseSummary } from "./expenses.api.ts";

/** Spec 2 §2.2: four cards computed on the server over the user's stores, two decimals. */
export function ExpenseSummaryCards({ storeId, isStaff }: { storeId?: string; isStaff: boolean }) {
  const { t } = useTranslation();
  const { data, isError } = useSummary<ExpenseSummary>("expenses", storeId);
  const count = (n: number) => t("expenses.cards.count", { count: n });
  const whole = data?.total;
  return (
    <SummaryCards
      testId="expense-summary"
      failed={isError}
      format={formatDollars}
      countLabel={count}
      cards={[
        ["expenses.cards.today", data?.today, IconCalendarDollar, "blue"],
        ["expenses.cards.pending", data?.pending, IconClock, "yellow"],
        ["expenses.cards.approved", data?.approved, IconCircleCheck, "green"],
        [
          isStaff ? "expenses.cards.storeTotal" : "expenses.cards.allStores",
          whole,
          isStaff ? IconBuildingStore : IconCash,
          "teal",
          whole && excludedHint(count(whole.count), whole.excludes),
        ],
      ]}
    />
  );
}
