import { ActionIcon, Button, Group, Text } from "@mantine/core";
import { IconChevronLeft, IconChevronRight } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { formatBusinessDate } from "../../lib/format.ts";
import { addDays } from "./week.ts";

/** Previous week, "Week of …", next week, and back to this week (from the store's date). */
export function WeekNav({
  weekStart,
  thisWeek,
  onWeek,
}: {
  weekStart: string;
  thisWeek: string;
  onWeek: (start: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="wrap" data-testid="week-nav">
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={t("schedules.previousWeek")}
        onClick={() => onWeek(addDays(weekStart, -7))}
        data-testid="week-previous"
      >
        <IconChevronLeft size={18} aria-hidden />
      </ActionIcon>
      <Text
        fw={600}
        size="sm"
        data-testid="week-label"
        data-week={weekStart}
        style={{ whiteSpace: "nowrap" }}
      >
        {t("schedules.week", { date: formatBusinessDate(weekStart) })}
      </Text>
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={t("schedules.nextWeek")}
        onClick={() => onWeek(addDays(weekStart, 7))}
        data-testid="week-next"
      >
        <IconChevronRight size={18} aria-hidden />
      </ActionIcon>
      {weekStart !== thisWeek && (
        <Button variant="subtle" size="xs" onClick={() => onWeek(thisWeek)} data-testid="week-this">
          {t("schedules.thisWeek")}
        </Button>
      )}
    </Group>
  );
}
