import { Badge, Box, Stack, Table, Text, UnstyledButton } from "@mantine/core";
import type { TScheduleWeek } from "@storeops/domain";
import { IconPlus } from "@tabler/icons-react";
import { type DragEvent, useCallback, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatBusinessDate } from "../../lib/format.ts";
import { useDayRangeDrag } from "./day-range-drag.ts";
import { SHIFT_DRAG_TYPE, ShiftChip } from "./ShiftChip.tsx";
import type { ShiftTarget } from "./ShiftForm.tsx";
import { WeekFooter } from "./WeekFigures.tsx";
import { cellKey, shiftsByCell, type WeekShift } from "./week.ts";

/**
 * Desktop: employees × the week's seven days, each day's figures below (issue #33, item 1). A
 * cell's + opens a new shift for that day; swept along a row with the mouse, for each day covered.
 */
export function WeekGrid({
  week,
  writes,
  onOpen,
  onMove,
  onResize,
}: {
  week: TScheduleWeek;
  writes: boolean;
  onOpen: (target: ShiftTarget) => void;
  /** A chip dropped on another cell: the shift moves there, at the same times. */
  onMove: (shift: WeekShift, employeeId: string, date: string) => void;
  /** A chip's right edge dragged: the shift ends then (HH:MM on the store's clock). */
  onResize: (shift: WeekShift, endTime: string) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const cells = useMemo(() => shiftsByCell(week.shifts), [week.shifts]);
  const [over, setOver] = useState<string | null>(null);
  const sweep = useDayRangeDrag(
    useCallback(
      (employeeId: string, first: string, last: string) => onOpen({ employeeId, date: first, through: last }),
      [onOpen],
    ),
  );
  const drop = (event: DragEvent, employeeId: string, date: string) => {
    setOver(null);
    const id = event.dataTransfer.getData(SHIFT_DRAG_TYPE);
    const shift = week.shifts.find((entry) => entry.id === id);
    if (!shift) return;
    event.preventDefault();
    if (shift.employee_id !== employeeId || shift.shift_date !== date) onMove(shift, employeeId, date);
  };
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table withColumnBorders withTableBorder layout="fixed" data-testid="week-grid" verticalSpacing={6}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={170}>{t("schedules.employee")}</Table.Th>
            {week.days.map((day) => (
              <Table.Th key={day.date} data-testid={`day-head-${day.date}`}>
                <Text size="sm" fw={700}>
                  {t(`schedules.weekdays.${day.weekday}`)}
                </Text>
                <Text size="xs" c="dimmed">
                  {formatBusinessDate(day.date)}
                </Text>
                {day.holiday && (
                  <Badge size="xs" color="grape" variant="light">
                    {t("schedules.holiday", { name: day.holiday.name })}
                  </Badge>
                )}
              </Table.Th>
            ))}
            <Table.Th w={112} ta="right">
              {t("schedules.weekTotal")}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {week.employees.map((employee) => (
            <Table.Tr key={employee.employee_id} data-testid={`grid-row-${employee.employee_id}`}>
              <Table.Td>
                <Text size="sm" fw={600} truncate>
                  {employee.name}
                </Text>
                {employee.position && (
                  <Text size="xs" c="dimmed" truncate>
                    {employee.position}
                  </Text>
                )}
              </Table.Td>
              {week.days.map((day) => {
                const shifts = cells.get(cellKey(employee.employee_id, day.date)) ?? [];

                const key = cellKey(employee.employee_id, day.date);
                const swept = sweep.covers(employee.employee_id, day.date);
                return (
                  <Table.Td
                    key={day.date}
                    p={4}
                    style={{
                      verticalAlign: "top",
                      background: over === key || swept ? "var(--mantine-primary-color-light)" : undefined,
                    }}
                    data-testid={`cell-${employee.employee_id}-${day.date}`}
                    data-swept={swept || undefined}
                    onPointerOver={writes ? () => sweep.over(employee.employee_id, day.date) : undefined}
                    onDragOver={
                      writes
                        ? (event) => {
                            if (!event.dataTransfer.types.includes(SHIFT_DRAG_TYPE)) return;
                            event.preventDefault();
                            setOver(key);
                          }
                        : undefined
                    }
                    onDragLeave={() => setOver((current) => (current === key ? null : current))}
                    onDrop={writes ? (event) => drop(event, employee.employee_id, day.date) : undefined}
                  >
                    <Stack gap={4}>
                      {shifts.map((shift) => (
                        <ShiftChip
                          key={shift.id}
                          shift={shift}
                          draggable={writes && shift.allowed_actions?.includes("edit")}
                          onResize={writes && shift.allowed_actions?.includes("edit") ? onResize : undefined}
                          onOpen={
                            writes && shift.allowed_actions?.includes("edit")
                              ? () => onOpen({ shift })
                              : undefined
                          }
                        />
                      ))}
                      {writes && (
                        <UnstyledButton
                          onClick={() => onOpen({ employeeId: employee.employee_id, date: day.date })}
                          onPointerDown={(event) => sweep.start(event, employee.employee_id, day.date)}
                          aria-label={t("schedules.addFor", {
                            name: employee.name,
                            day: formatBusinessDate(day.date),
                          })}
                          data-testid={`cell-add-${employee.employee_id}-${day.date}`}
                          style={{ display: "block", width: "100%", minHeight: shifts.length ? 20 : 44 }}
                        >
                          <Box c="dimmed" ta="center" style={{ lineHeight: 0 }}>
                            <IconPlus size={14} aria-hidden />
                          </Box>
                        </UnstyledButton>
                      )}
                    </Stack>
                  </Table.Td>
                );
              })}
              <Table.Td ta="right">
                <Text size="sm">{employee.hours}</Text>
                {employee.overtime_hours > 0 && (
                  <Badge size="xs" color="orange" variant="light">
                    +{employee.overtime_hours}
                  </Badge>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <WeekFooter week={week} />
      </Table>
    </Table.ScrollContainer>
  );
}
