import { useDebouncedValue } from "@mantine/hooks";
import { useTranslation } from "react-i18next";
import { WarningList } from "../../components/WarningList.tsx";
import { formatBusinessDate, formatDollars } from "../../lib/format.ts";
import { optionLabel } from "../../lib/messages.ts";
import { type DuplicateQuery, useDuplicatePurchases } from "./purchases.api.ts";

/** A yellow warning when the store already has this vendor's invoice number; saving stays possible. */
export function DuplicateWarning(query: DuplicateQuery) {
  const { t } = useTranslation();
  // Debounce a string: a fresh props object every render would restart the timer.
  const [debounced] = useDebouncedValue(JSON.stringify(query), 400);
  const duplicates = useDuplicatePurchases(JSON.parse(debounced) as DuplicateQuery);
  const matches = duplicates.data ?? [];
  return (
    <WarningList
      title={t("purchases.duplicate.title")}
      items={matches.map((match) => ({
        id: match.id,
        text: t("purchases.duplicate.item", {
          invoice: match.invoice_no,
          vendor: match.vendor,
          amount: formatDollars(match.amount),
          date: formatBusinessDate(match.purchase_date),
          status: optionLabel(match.status),
        }),
      }))}
      testId="duplicate-warning"
    />
  );
}
