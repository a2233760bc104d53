import { useDebouncedValue } from "@mantine/hooks";
import { useTranslation } from "react-i18next";
import { WarningList } from "../../components/WarningList.tsx";
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
  return (
    <WarningList
      title={t("dailyIncome.sameDay.title")}
      items={matches.map((match) => ({
        id: match.id,
        text: t("dailyIncome.sameDay.item", {
          hours: workHours(match),
          total: formatDollars(match.total_income),
          cash: formatDollars(match.income_cash),
          card: formatDollars(match.income_card),
          other: formatDollars(match.income_other),
        }),
      }))}
      hint={t("dailyIncome.sameDay.hint")}
      testId="same-day-warning"
    />
  );
}
