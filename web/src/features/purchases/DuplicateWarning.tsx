import { Alert, List } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { optionLabel } from "@storeops/domain";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { formatBusinessDate, formatDollars } from "../../lib/format.ts";
import { type DuplicateQuery, useDuplicatePurchases } from "./purchases.api.ts";

/** A yellow warning when the store already has this vendor's invoice number; saving stays possible. */
export function DuplicateWarning(query: DuplicateQuery) {
  const { t } = useTranslation();
  // Debounce a string: a fresh props object every render would restart the timer.
  const [debounced] = useDebouncedValue(JSON.stringify(query), 400);
  const duplicates = useDuplicatePurchases(JSON.parse(debounced) as DuplicateQuery);
  const matches = duplicates.data ?? [];
  if (matches.length === 0) return null;
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconAlertTriangle size={18} aria-hidden />}
      title={t("purchases.duplicate.title")}
      style={{ gridColumn: "1 / -1" }}
      data-testid="duplicate-warning"
    >
      <List size="sm" spacing={2}>
        {matches.map((match) => (
          <List.Item key={match.id}>
            {t("purchases.duplicate.item", {
              invoice: match.invoice_no,
              vendor: match.vendor,
              amount: formatDollars(match.amount),
              date: formatBusinessDate(match.purchase_date),
              status: optionLabel(match.status),
            })}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
