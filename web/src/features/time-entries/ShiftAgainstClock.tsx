import { Badge, Group, Stack, Text } from "@mantine/core";
import { CLOCK_IN_FLAGS, type ClockInFlag, type TOnShift, type TShiftOfToday } from "@storeops/domain";
import { useTranslation } from "react-i18next";
import { formatTimeOfDay } from "../../lib/format.ts";
import classes from "./OnShiftBoard.module.css";

/**
 * Plan against actual (docs/decisions.md, Schedules): a person's published shift of today and how
 * their clock-in kept to it, in words (the colour only repeats them).
 */

const FLAG_COLOR: Record<ClockInFlag, string> = { late: "red", early: "yellow", on_time: "teal" };

const isFlag = (value: unknown): value is ClockInFlag => CLOCK_IN_FLAGS.includes(value as ClockInFlag);

/** Late, early or on time against the shift; with the minutes when known. Nothing without a shift. */
export function ClockInFlagBadge({
  flag,
  minutes,
}: {
  flag: string | null | undefined;
  minutes?: number | null;
}) {
  const { t } = useTranslation();
  if (!isFlag(flag)) return null;
  const text =
    minutes == null || flag === "on_time"
      ? t(`timeAttendance.schedule.flag.${flag}`)
      : t(`timeAttendance.schedule.${flag}`, { minutes: Math.abs(minutes) });
  return (
    <Badge
      size="sm"
      color={FLAG_COLOR[flag]}
      variant="light"
      title={t("timeAttendance.schedule.flagHint")}
      styles={{ label: { overflow: "visible" } }}
      data-testid="clock-in-flag"
      data-flag={flag}
    >
      {text}
    </Badge>
  );
}

/** "Shift 09:00–17:00" on the store's clock. */
export function ShiftTimes({ shift }: { shift: TShiftOfToday | null }) {
  const { t } = useTranslation();
  return (
    <Text size="xs" c="dimmed" data-testid="shift-times">
      {shift
        ? t("timeAttendance.schedule.shift", {
            start: formatTimeOfDay(shift.start_time),
            end: formatTimeOfDay(shift.end_time),
          })
        : t("timeAttendance.schedule.noShift")}
    </Text>
  );
}

/** Today's started shifts nobody clocked in for: due, or a no-show once the tolerance passed. */
export function NotClockedIn({ rows, showStore }: { rows: TOnShift["not_clocked_in"]; showStore: boolean }) {
  const { t } = useTranslation();
  if (rows.length === 0) return null;
  return (
    <Stack gap={4} data-testid="not-clocked-in">
      <Text fw={600} size="sm">
        {t("timeAttendance.schedule.notClockedIn", { count: rows.length })}
      </Text>
      <Stack gap={0} className={classes.list}>
        {rows.map((row) => (
          <div key={row.shift.id} className={classes.row} data-testid="not-clocked-in-person">
            <div className={classes.text}>
              <Text size="sm" fw={600}>
                {row.employee_name}
              </Text>
              <Text size="xs" c="dimmed">
                {[
                  t("timeAttendance.schedule.shift", {
                    start: formatTimeOfDay(row.shift.start_time),
                    end: formatTimeOfDay(row.shift.end_time),
                  }),
                  row.shift.position,
                  showStore ? row.store_name : null,
                ]
                  .filter(Boolean)
                  .join(" · ")}
              </Text>
            </div>
            <Group gap={6}>
              <Text size="xs">
                {t("timeAttendance.schedule.startedAgo", { minutes: row.minutes_since_start })}
              </Text>
              <Badge
                size="sm"
                variant="light"
                color={row.status === "no_show" ? "red" : "orange"}
                data-testid="attendance-status"
                data-status={row.status}
              >
                {row.status === "no_show"
                  ? t("timeAttendance.schedule.noShow")
                  : t("timeAttendance.schedule.due")}
              </Badge>
            </Group>
          </div>
        ))}
      </Stack>
    </Stack>
  );
}
