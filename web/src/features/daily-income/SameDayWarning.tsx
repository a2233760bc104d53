import { Alert, List, Text } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { formatDollars } from "../../lib/format.ts";
import { useSameDayRecords } from "./daily-income.api.ts";
import { workHours } from "./work-hours.ts";

/** A yellow warning listing the store's other records of this date; saving stays possible (second shift). */
export function SameDayWarning({
  storeId,
  date,
  excludeId,
}: {
  storeId: string;
  date: string;
  excludeId: string | undefined;
}) {
  const { t } = useTranslation();
  const [debounced] = useDebouncedValue(`${storeId}|${date}`, 300);
  const [store = "", day = ""] = debounced.split("|");
  const matches = useSameDayRecords(store, day, excludeId).data ?? [];
  if (matches.length === 0) return null;
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconAlertTriangle size={18} aria-hidden />}
      title={t("dailyIncome.sameDay.title")}
      style={{ gridColumn: "1 / -1" }}
      data-testid="same-day-warning"
    >
      <List size="sm" spacing={2}>
        {matches.map((match) => (
          <List.Item key={match.id}>
            {t("dailyIncome.sameDay.item", {
              hours: workHours(match),
              total: formatDollars(match.total_income),
              cash: formatDollars(match.income_cash),
              card: formatDollars(match.income_card),
              other: formatDollars(match.income_other),
            })}
          </List.Item>
        ))}
      </List>
      <Text size="xs" mt={4}>
        {t("dailyIncome.sameDay.hint")}
      </Text>
    </Alert>
  );
}
