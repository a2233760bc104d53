import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, UnstyledButton } from "@mantine/core";
import type { TScheduleWeek } from "@storeops/domain";
import { IconPlus } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { formatBusinessDate, formatDollars } from "../../lib/format.ts";
import { ShiftChip } from "./ShiftChip.tsx";
import type { ShiftTarget } from "./ShiftForm.tsx";
import { LabourPercent } from "./WeekFigures.tsx";
import { shiftsOfDay } from "./week.ts";

/** Phones: a day picker over the week, then that day's shifts as cards and its figures (issue #33, item 1). */
export function DayList({
  week,
  date,
  onDate,
  writes,
  onOpen,
}: {
  week: TScheduleWeek;
  date: string;
  onDate: (date: string) => void;
  writes: boolean;
  onOpen: (target: ShiftTarget) => void;
}) {
  const { t } = useTranslation();
  const day = week.days.find((entry) => entry.date === date) ?? week.days[0];
  if (!day) return null;
  const shifts = shiftsOfDay(week.shifts, day.date);
  const firstEmployee = week.employees[0]?.employee_id;
  return (
    <Stack gap="sm" data-testid="day-list">
      <SimpleGrid cols={7} spacing={4} role="group" aria-label={t("schedules.dayPicker")}>
        {week.days.map((entry) => {
          const chosen = entry.date === day.date;
          return (
            <UnstyledButton
              key={entry.date}
              onClick={() => onDate(entry.date)}
              aria-pressed={chosen}
              title={`${t(`schedules.weekdays.${entry.weekday}`)} ${formatBusinessDate(entry.date)}`}
              data-testid={`day-pick-${entry.date}`}
              style={{
                textAlign: "center",
                padding: "6px 0",
                borderRadius: 8,
                border: "1px solid var(--mantine-color-default-border)",
                background: chosen ? "var(--mantine-primary-color-filled)" : undefined,
                color: chosen ? "var(--mantine-color-white)" : undefined,
              }}
            >
              <Text size="xs" fw={600} c="inherit">
                {t(`schedules.weekdays.${entry.weekday}`).slice(0, 3)}
              </Text>
              <Text size="sm" fw={700} c="inherit">
                {entry.date.slice(8)}
              </Text>
              <Text size="xs" c="inherit">
                {entry.shift_count}
              </Text>
            </UnstyledButton>
          );
        })}
      </SimpleGrid>
      <Group justify="space-between" wrap="nowrap">
        <Stack gap={0}>
          <Text fw={700}>
            {t(`schedules.weekdays.${day.weekday}`)} {formatBusinessDate(day.date)}
          </Text>
          {day.holiday && (
            <Badge size="xs" color="grape" variant="light">
              {t("schedules.holiday", { name: day.holiday.name })}
            </Badge>
          )}
        </Stack>
        {writes && firstEmployee && (
          <Button
            size="xs"
            leftSection={<IconPlus size={14} aria-hidden />}
            onClick={() => onOpen({ employeeId: firstEmployee, date: day.date })}
            data-testid="day-add"
          >
            {t("schedules.addShift")}
          </Button>
        )}
      </Group>
      {shifts.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t("schedules.noShifts")}
        </Text>
      ) : (
        shifts.map((shift) => (
          <ShiftChip
            key={shift.id}
            shift={shift}
            showName
            onOpen={writes && shift.allowed_actions?.includes("edit") ? () => onOpen({ shift }) : undefined}
          />
        ))
      )}
      <Card withBorder padding="sm" data-testid="day-figures">
        <SimpleGrid cols={2} spacing={6}>
          <Text size="sm">{t("schedules.hours")}</Text>
          <Text size="sm" ta="right">
            {day.hours}
          </Text>
          {day.forecast && (
            <>
              <Text size="sm">{t("schedules.takings")}</Text>
              <Text size="sm" ta="right">
                {formatDollars(day.forecast.projected_takings)}
              </Text>
              <Text size="sm">{t("schedules.labourCost")}</Text>
              <Text size="sm" ta="right">
                {formatDollars(day.forecast.labour_cost)}
              </Text>
              <Text size="sm">{t("schedules.labourPercent")}</Text>
              <LabourPercent forecast={day.forecast} />
            </>
          )}
        </SimpleGrid>
      </Card>
    </Stack>
  );
}
