import { Badge, Button, List, Popover, Stack, Table, Text } from "@mantine/core";
import type { TScheduleWeek } from "@storeops/domain";
import { IconInfoCircle } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { formatBusinessDate, formatDollars, formatPercent } from "../../lib/format.ts";

type Forecast = { labour_percent: number; over_target: boolean } | null;

/** Labour %: red with the words "Over target" when above the store's target. */
export function LabourPercent({ forecast }: { forecast: Forecast }) {
  const { t } = useTranslation();
  if (!forecast) return <Text size="sm">—</Text>;
  return (
    <Stack gap={2} align="flex-end">
      <Text
        size="sm"
        c={forecast.over_target ? "red" : undefined}
        fw={forecast.over_target ? 700 : undefined}
      >
        {formatPercent(forecast.labour_percent)}
      </Text>
      {forecast.over_target && (
        <Badge size="xs" color="red" variant="light">
          {t("schedules.overTarget")}
        </Badge>
      )}
    </Stack>
  );
}

/** The footer rows of the week grid: hours, projected takings, labour cost and labour % per day and for the week. */
export function WeekFooter({ week }: { week: TScheduleWeek }) {
  const { t } = useTranslation();
  const money = (value: number | undefined) => (value === undefined ? "—" : formatDollars(value));
  const row = (label: string, testId: string, cells: React.ReactNode[], total: React.ReactNode) => (
    <Table.Tr data-testid={testId}>
      <Table.Th>{label}</Table.Th>
      {cells.map((cell, index) => (
        <Table.Td key={week.days[index]?.date} ta="right">
          {cell}
        </Table.Td>
      ))}
      <Table.Td ta="right" fw={700}>
        {total}
      </Table.Td>
    </Table.Tr>
  );
  return (
    <Table.Tfoot>
      {row(
        t("schedules.hours"),
        "week-hours",
        week.days.map((day) => day.hours),
        week.week.hours,
      )}
      {week.week.forecast && (
        <>
          {row(
            t("schedules.takings"),
            "week-takings",
            week.days.map((day) => money(day.forecast?.projected_takings)),
            money(week.week.forecast.projected_takings),
          )}
          {row(
            t("schedules.labourCost"),
            "week-labour-cost",
            week.days.map((day) => money(day.forecast?.labour_cost)),
            money(week.week.forecast.labour_cost),
          )}
          {row(
            t("schedules.labourPercent"),
            "week-labour-percent",
            week.days.map((day) => <LabourPercent key={day.date} forecast={day.forecast} />),
            <LabourPercent forecast={week.week.forecast} />,
          )}
        </>
      )}
    </Table.Tfoot>
  );
}

/** "How this is worked out": the rule, the store's target and each day's averaged and left-out dates. */
export function ForecastSources({ week }: { week: TScheduleWeek }) {
  const { t } = useTranslation();
  if (!week.week.forecast) return null;
  const target = week.rules.labour_target_percent;
  return (
    <Popover width={360} position="bottom-start" withArrow shadow="md">
      <Popover.Target>
        <Button
          variant="subtle"
          size="xs"
          leftSection={<IconInfoCircle size={14} />}
          data-testid="forecast-sources"
        >
          {t("schedules.sources")}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs" mah={420} style={{ overflowY: "auto" }}>
          <Text size="sm">{t("schedules.sourcesIntro")}</Text>
          <Text size="sm" fw={600}>
            {target > 0 ? t("schedules.target", { value: formatPercent(target) }) : t("schedules.noTarget")}
          </Text>
          <List size="xs" spacing={4}>
            {week.days.map((day) => {
              const forecast = day.forecast;
              if (!forecast) return null;
              const averaged = forecast.averaged_dates.map(formatBusinessDate).join(", ");
              const leftOut = forecast.left_out
                .map(
                  (entry) => `${formatBusinessDate(entry.date)} (${t(`schedules.reasons.${entry.reason}`)})`,
                )
                .join(", ");
              return (
                <List.Item key={day.date}>
                  <Text size="xs" fw={600}>
                    {t(`schedules.weekdays.${day.weekday}`)} {formatBusinessDate(day.date)}
                  </Text>
                  <Text size="xs">
                    {averaged ? t("schedules.averaged", { dates: averaged }) : t("schedules.averagedNone")}
                  </Text>
                  {leftOut && <Text size="xs">{t("schedules.leftOut", { dates: leftOut })}</Text>}
                </List.Item>
              );
            })}
          </List>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
