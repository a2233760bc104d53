import { Alert, Avatar, Badge, Card, Group, Loader, Stack, Text, Title } from "@mantine/core";
import { withReason } from "@storeops/domain";
import { IconCoffee, IconLogout2, IconPlayerPlay, IconUserPlus } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { IconButton } from "../../components/IconButton.tsx";
import { invalidateTable } from "../../components/list/queries.ts";
import { useWrite } from "../../components/useWrite.ts";
import { formatTimeOfDay, initials } from "../../lib/format.ts";
import { MSG } from "../../lib/messages.ts";
import { useUser } from "../../lib/session.tsx";
import { ClockInModal } from "./ClockInModal.tsx";
import classes from "./OnShiftBoard.module.css";
import { ClockInFlagBadge, NotClockedIn, ShiftTimes } from "./ShiftAgainstClock.tsx";
import {
  clockOut,
  endBreak,
  ON_SHIFT_KEY,
  type OnShiftPerson,
  startBreak,
  useOnShift,
} from "./time-entries.api.ts";

/** Who may clock others in and out, and take their breaks: admins and store managers. */
export const clocksOthers = (role: string) => role === "admin" || role === "store_manager";

function PersonActions({ person }: { person: OnShiftPerson }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const { busy, run } = useWrite(() =>
    Promise.all([
      client.invalidateQueries({ queryKey: ON_SHIFT_KEY }),
      invalidateTable(client, "employee_time_entries"),
    ]),
  );
  const name = person.employee_name;
  return (
    <Group gap="xs" className={classes.actions}>
      {person.on_break ? (
        <IconButton
          variant="default"
          icon={IconPlayerPlay}
          loading={busy}
          onClick={() =>
            run(() => endBreak(person.employee_id), {
              success: MSG.breakEnded,
              failure: MSG.errorEndingBreak,
            })
          }
          aria-label={t("timeAttendance.onShift.endBreakOf", { name })}
          data-testid="end-break"
        >
          {t("timeAttendance.onShift.endBreak")}
        </IconButton>
      ) : (
        <IconButton
          variant="default"
          icon={IconCoffee}
          loading={busy}
          onClick={() =>
            run(() => startBreak({ employeeId: person.employee_id }), {
              success: MSG.breakStarted,
              failure: MSG.errorStartingBreak,
            })
          }
          aria-label={t("timeAttendance.onShift.startBreakOf", { name })}
          data-testid="start-break"
        >
          {t("timeAttendance.onShift.startBreak")}
        </IconButton>
      )}
      <IconButton
        color="red.8"
        icon={IconLogout2}
        loading={busy}
        onClick={() =>
          run(() => clockOut({ id: person.entry_id, store_id: person.store_id }), {
            success: MSG.clockedOut,
            failure: MSG.errorClockingOut,
          })
        }
        aria-label={t("timeAttendance.clockOutOf", { name })}
        data-testid="board-clock-out"
      >
        {t("timeAttendance.clockOut")}
      </IconButton>
    </Group>
  );
}

function PersonRow({
  person,
  showStore,
  actions,
}: {
  person: OnShiftPerson;
  showStore: boolean;
  actions: boolean;
}) {
  const { t } = useTranslation();
  const details = [person.position, showStore ? person.store_name : null].filter(Boolean).join(" · ");
  return (
    <div className={classes.row} data-testid="on-shift-person">
      <Group gap="sm" wrap="nowrap" className={classes.who}>
        <Avatar radius="xl" color={person.on_break ? "orange" : "teal"} aria-hidden>
          {initials(person.employee_name)}
        </Avatar>
        <div className={classes.text}>
          <Text fw={600} size="sm">
            {person.employee_name}
          </Text>
          {details && (
            <Text size="xs" c="dimmed">
              {details}
            </Text>
          )}
          <Group gap={6} mt={2}>
            <Text size="xs">
              {t("timeAttendance.onShift.inSince", { time: formatTimeOfDay(person.clock_in_time) })}
            </Text>
            <ClockInFlagBadge flag={person.clock_in_flag} minutes={person.clock_in_minutes} />
            {person.on_break && (
              <Badge size="sm" color="orange" variant="light" data-testid="on-break">
                {t(
                  person.on_break.paid
                    ? "timeAttendance.onShift.onPaidBreak"
                    : "timeAttendance.onShift.onBreak",
                  {
                    time: formatTimeOfDay(person.on_break.start_time),
                  },
                )}
              </Badge>
            )}
          </Group>
          <ShiftTimes shift={person.shift} />
        </div>
      </Group>
      {actions && <PersonActions person={person} />}
    </div>
  );
}

/**
 * On shift now: who is clocked in, since when, and on break or not, in one store or every store
 * the caller reaches. Admins and store managers clock people in and out and take their breaks.
 */
export function OnShiftBoard({ storeId, compact = false }: { storeId?: string | null; compact?: boolean }) {
  const { t } = useTranslation();
  const user = useUser();
  const board = useOnShift(storeId);
  const [clockingIn, setClockingIn] = useState(false);
  const mayClock = clocksOthers(user.role);
  const people = board.data?.people ?? [];
  const absent = board.data?.not_clocked_in ?? [];
  const stores = new Set([...people, ...absent].map((person) => person.store_id));
  return (
    <Card withBorder radius="md" padding="md" data-testid="on-shift-board">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={compact ? 3 : 2} size="h4">
            {t("timeAttendance.onShift.title", { count: people.length })}
          </Title>
          {mayClock && (
            <IconButton
              variant="light"
              icon={IconUserPlus}
              onClick={() => setClockingIn(true)}
              data-testid="clock-someone-in"
            >
              {t("timeAttendance.onShift.clockSomeoneIn")}
            </IconButton>
          )}
        </Group>
        {board.error ? (
          <Alert color="red" data-testid="on-shift-error">
            {withReason(MSG.errorLoadingOnShift, board.error.message)}
          </Alert>
        ) : board.isPending ? (
          <Loader size="sm" />
        ) : people.length === 0 ? (
          <Text c="dimmed" size="sm" data-testid="on-shift-empty">
            {t("timeAttendance.onShift.empty")}
          </Text>
        ) : (
          <Stack gap={0} className={classes.list}>
            {people.map((person) => (
              <PersonRow
                key={person.entry_id}
                person={person}
                showStore={stores.size > 1}
                actions={mayClock}
              />
            ))}
          </Stack>
        )}
        {!board.error && <NotClockedIn rows={absent} showStore={stores.size > 1} />}
      </Stack>
      {mayClock && <ClockInModal opened={clockingIn} onClose={() => setClockingIn(false)} />}
    </Card>
  );
}
