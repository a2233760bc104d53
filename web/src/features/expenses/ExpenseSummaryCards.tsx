import { SimpleGrid } from "@mantine/core";
import {
  IconBuildingStore,
  IconCalendarDollar,
  IconCash,
  IconCircleCheck,
  IconClock,
} from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { formatDollars } from "../../lib/format.ts";
import { SummaryCard } from "../purchases/common/SummaryCard.tsx";
import { useExpenseSummary } from "./expenses.api.ts";

/** Spec 2 §2.2: four cards computed on the server over the user's stores, two decimals. */
export function ExpenseSummaryCards({ storeId, isStaff }: { storeId?: string; isStaff: boolean }) {
  const { t } = useTranslation();
  const summary = useExpenseSummary(storeId);
  const data = summary.data;
  const value = (amount: number | undefined) =>
    amount === undefined ? (summary.isError ? t("common.none") : "…") : formatDollars(amount);
  const hint = (count: number | undefined) =>
    count === undefined ? undefined : t("expenses.cards.count", { count });

  const cards = [
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
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing={{ base: "xs", sm: "md" }} data-testid="expense-summary">
      {cards.map((card) => (
        <SummaryCard
          key={card.key}
          label={card.label}
          value={value(card.card?.amount)}
          hint={hint(card.card?.count)}
          icon={card.icon}
          color={card.color}
        />
      ))}
    </SimpleGrid>
  );
}
