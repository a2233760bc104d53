import {
  IconBuildingStore,
  IconCalendarDollar,
  IconCash,
  IconCircleCheck,
  IconClock,
} from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { formatDollars } from "../../lib/format.ts";
import { SummaryCardGrid, type SummaryCardSpec } from "../purchases/common/SummaryCard.tsx";
import { useExpenseSummary } from "./expenses.api.ts";

/** Spec 2 §2.2: four cards computed on the server over the user's stores, two decimals. */
export function ExpenseSummaryCards({ storeId, isStaff }: { storeId?: string; isStaff: boolean }) {
  const { t } = useTranslation();
  const summary = useExpenseSummary(storeId);
  const data = summary.data;

  const cards: SummaryCardSpec[] = [
    {
      key: "today",
      label: t("expenses.cards.today"),
      card: data?.today,
      icon: IconCalendarDollar,
      color: "blue",
    },
    {
      key: "pending",
      label: t("expenses.cards.pending"),
      card: data?.pending,
      icon: IconClock,
      color: "yellow",
    },
    {
      key: "approved",
      label: t("expenses.cards.approved"),
      card: data?.approved,
      icon: IconCircleCheck,
      color: "green",
    },
    {
      key: "total",
      label: isStaff ? t("expenses.cards.storeTotal") : t("expenses.cards.allStores"),
      card: data?.total,
      icon: isStaff ? IconBuildingStore : IconCash,
      color: "teal",
    },
  ];

  return (
    <SummaryCardGrid
      cards={cards}
      failed={summary.isError}
      format={formatDollars}
      countLabel={(count) => t("expenses.cards.count", { count })}
      testId="expense-summary"
    />
  );
}
