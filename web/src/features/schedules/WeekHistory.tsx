import { List, Text } from "@mantine/core";
import type { TScheduleWeek } from "@storeops/domain";
import { useTranslation } from "react-i18next";
import { Panel } from "../../components/Panel.tsx";
import { formatBusinessDate, formatInstant } from "../../lib/format.ts";

type HistoryEntry = TScheduleWeek["history"][number];

/** "start_time 09:00 → 10:00, notes – → Till training": what a change to a published shift did. */
function changesOf(entry: HistoryEntry): string {
  if (!entry.changes) return "";
  return Object.entries(entry.changes)
    .map(([field, change]) => {
      const { from, to } = (change ?? {}) as { from?: unknown; to?: unknown };
      const shown = (value: unknown) => (value == null || value === "" ? "–" : String(value));
      return `${field.replaceAll("_", " ")} ${shown(from)} → ${shown(to)}`;
    })
    .join(", ");
}

/**
 * The week's history (issue #33 item 3): what happened to its published shifts — published,
 * changed, removed, swapped — who did it and when, newest first. The server sends none to staff.
 */
export function WeekHistory({ week }: { week: TScheduleWeek }) {
  const { t } = useTranslation();
  if (week.history.length === 0) return null;
  return (
    <Panel title={t("schedules.history.title")} testId="week-history" titleSize="h5">
      <List spacing={6} size="sm" listStyleType="none">
        {week.history.map((entry) => (
          <List.Item key={entry.id} data-testid="week-history-entry">
            <Text size="sm">
              {t(`schedules.history.${entry.action}`, {
                who: entry.user_name ?? t("schedules.history.someone"),
                employee: entry.employee_name ?? t("schedules.history.unassigned"),
                day: formatBusinessDate(entry.shift_date),
              })}
            </Text>
            <Text size="xs" c="dimmed">
              {[formatInstant(entry.at), changesOf(entry)].filter(Boolean).join(" · ")}
            </Text>
          </List.Item>
        ))}
      </List>
    </Panel>
  );
}
