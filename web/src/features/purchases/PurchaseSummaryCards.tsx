import {
  IconAlertCircle,
  IconBuildingStore,
  IconCalendarDollar,
  IconCash,
  IconReceipt2,
} from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useSummary } from "../../components/list/queries.ts";
import { SummaryCards } from "../../components/SummaryCards.tsx";
import { excludedHint } from "../../components/summary-excludes.ts";
import { formatDollarsWhole } from "../../lib/format.ts";
import type { PurchaseSummary } from "./purchases.api.ts";

/** Spec 2 §2.1: four cards computed on the server over the user's stores, whole dollars. */
export function PurchaseSummaryCards({ storeId, isStaff }: { storeId?: string; isStaff: boolean }) {
  const { t } = useTranslation();
  const summary = useSummary<PurchaseSummary>("purchases", storeId);
  const data = summary.data;
  const total = data?.total;
  const totalHint = total && excludedHint(t("purchases.cards.count", { count: total.count }), total.excludes);
  return (
    <SummaryCards
      testId="purchase-summary"
      failed={summary.isError}
      format={formatDollarsWhole}
      countLabel={(count) => t("purchases.cards.count", { count })}
      cards={[
        ["purchases.cards.today", data?.today, IconCalendarDollar, "blue"],
        ["purchases.cards.pendingPayments", data?.pending_payments, IconAlertCircle, "yellow"],
        ["purchases.cards.openChecks", data?.open_checks, IconReceipt2, "grape"],
        [
          `purchases.cards.${isStaff ? "storeTotal" : "allStores"}`,
          total,
          isStaff ? IconBuildingStore : IconCash,
          "teal",
          totalHint,
        ],
      ]}
    />
  );
}
