import {
  IconAlertCircle,
  IconBuildingStore,
  IconCalendarDollar,
  IconCash,
  IconReceipt2,
} from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { formatDollarsWhole } from "../../lib/format.ts";
import { SummaryCardGrid, type SummaryCardSpec } from "./common/SummaryCard.tsx";
import { usePurchaseSummary } from "./purchases.api.ts";

/** Spec 2 §2.1: four cards computed on the server over the user's stores, whole dollars. */
export function PurchaseSummaryCards({ storeId, isStaff }: { storeId?: string; isStaff: boolean }) {
  const { t } = useTranslation();
  const summary = usePurchaseSummary(storeId);
  const data = summary.data;

  const cards: SummaryCardSpec[] = [
    {
      key: "today",
      label: t("purchases.cards.today"),
      card: data?.today,
      icon: IconCalendarDollar,
      color: "blue",
    },
    {
      key: "pending",
      label: t("purchases.cards.pendingPayments"),
      card: data?.pending_payments,
      icon: IconAlertCircle,
      color: "yellow",
    },
    {
      key: "checks",
      label: t("purchases.cards.openChecks"),
      card: data?.open_checks,
      icon: IconReceipt2,
      color: "grape",
    },
    {
      key: "total",
      label: isStaff ? t("purchases.cards.storeTotal") : t("purchases.cards.allStores"),
      card: data?.total,
      icon: isStaff ? IconBuildingStore : IconCash,
      color: "teal",
    },
  ];

  return (
    <SummaryCardGrid
      cards={cards}
      failed={summary.isError}
      format={formatDollarsWhole}
      countLabel={(count) => t("purchases.cards.count", { count })}
      testId="purchase-summary"
    />
  );
}
