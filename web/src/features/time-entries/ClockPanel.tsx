import { Alert, Card, Group, Stack, Text } from "@mantine/core";
import { withReason } from "@storeops/domain";
import {
  IconClock,
  IconCloudUpload,
  IconCoffee,
  IconLogin2,
  IconLogout2,
  IconPlayerPlay,
} from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { IconButton } from "../../components/IconButton.tsx";
import { invalidateTable } from "../../components/list/queries.ts";
import { useWrite } from "../../components/useWrite.ts";
import { formatBusinessDate, formatTimeOfDay } from "../../lib/format.ts";
import { MSG } from "../../lib/messages.ts";
import { useOfflineQueue } from "../../lib/offline/useOfflineQueue.ts";
import { useUser } from "../../lib/session.tsx";
import { useClockFromLink } from "./clock-link.ts";
import {
  clockIn,
  clockOut,
  endBreak,
  ON_SHIFT_KEY,
  startBreak,
  useEntryBreaks,
  useOpenEntry,
  useOwnStaffRecord,
} from "./time-entries.api.ts";

/**
 * Staff: one tap to clock in or out of their own staff record in the current store, and the
 * 'Currently Clocked In' banner while an entry is open. The server stamps the store's time.
 * Without a current store the panel says so on load ('Store context not available…'); a clock-in
 * then gets the server's 'Store context missing…'. A failed lookup says 'Error loading staff: …'.
 */
export function ClockPanel() {
  const { t } = useTranslation();
  const user = useUser();
  const client = useQueryClient();
  const { busy, run } = useWrite(() =>
    Promise.all([
      invalidateTable(client, "employee_time_entries"),
      client.invalidateQueries({ queryKey: ON_SHIFT_KEY }),
    ]),
  );
  const hasStore = Boolean(user.current_store);
  const own = useOwnStaffRecord(hasStore);
  const open = useOpenEntry(hasStore && Boolean(own.data));
  const loadError = !hasStore
    ? MSG.storeContextUnavailable
    : own.error
      ? withReason(MSG.errorLoadingStaff, own.error.message)
      : open.error
        ? withReason(MSG.errorLoadingTimeEntries, open.error.message)
        : null;
  const entry = open.data ?? null;
  // A clock-in made without a connection waits on this device (lib/offline) until it is sent.
  const waiting = useOfflineQueue(`user:${user.id}`).find((item) => item.kind === "clock_in");
  const breaks = useEntryBreaks(entry?.id ?? null);
  const clockNow = () =>
    entry
      ? run(() => clockOut(entry), { success: MSG.clockedOut, failure: MSG.errorClockingOut })
      : run(() => clockIn(user.id), { success: MSG.clockedIn, failure: MSG.errorClockingIn });
  const settled = loadError !== null || (own.isSuccess && (!own.data || open.isSuccess));
  useClockFromLink(settled, loadError === null && own.data && !waiting ? clockNow : null);
  if (own.isSuccess && !own.data) return <Alert color="orange">{MSG.noStaffRecord}</Alert>;
  const onBreak = entry ? (breaks.data ?? []).find((entryBreak) => entryBreak.end_time === null) : undefined;

  return (
    <Card withBorder radius="md" padding="md" data-testid="clock-panel">
      <Stack gap="sm">
        {loadError && (
          <Alert color={hasStore ? "red" : "orange"} data-testid="clock-panel-error">
            {loadError}
          </Alert>
        )}
        {entry && onBreak ? (
          <Alert
            color="orange"
            icon={<IconCoffee size={18} aria-hidden />}
            title={t("timeAttendance.breaks.onBreakBanner")}
            data-testid="on-break-banner"
          >
            {t("timeAttendance.breaks.onBreakSince", { time: formatTimeOfDay(onBreak.start_time) })}
          </Alert>
        ) : entry ? (
          <Alert
            color="green"
            icon={<IconClock size={18} aria-hidden />}
            title={t("timeAttendance.clockedInBanner")}
            data-testid="clocked-in-banner"
          >
            {t("timeAttendance.since", {
              time: formatTimeOfDay(entry.clock_in_time),
              date: formatBusinessDate(entry.work_date),
              store: entry.store_name ?? user.current_store?.name ?? "",
            })}
          </Alert>
        ) : waiting ? (
          <Alert
            color={waiting.state === "refused" ? "red" : "yellow"}
            icon={<IconCloudUpload size={18} aria-hidden />}
            title={t(`offline.states.${waiting.state}`)}
            data-testid="clock-in-waiting"
          >
            {waiting.message ?? t("offline.clockInWaiting")}
          </Alert>
        ) : (
          !loadError && (
            <Text c="dimmed" size="sm">
              {t("timeAttendance.notClockedIn")}
            </Text>
          )
        )}
        {entry && (
          <Group grow>
            {onBreak ? (
              <IconButton
                size="lg"
                variant="default"
                icon={IconPlayerPlay}
                loading={busy || breaks.isLoading}
                onClick={() =>
                  run(() => endBreak(), { success: MSG.breakEnded, failure: MSG.errorEndingBreak })
                }
                data-testid="end-break"
              >
                {t("timeAttendance.breaks.endBreak")}
              </IconButton>
            ) : (
              <>
                <IconButton
                  size="lg"
                  variant="default"
                  icon={IconCoffee}
                  loading={busy || breaks.isLoading}
                  onClick={() =>
                    run(() => startBreak(), { success: MSG.breakStarted, failure: MSG.errorStartingBreak })
                  }
                  data-testid="start-break"
                >
                  {t("timeAttendance.breaks.startBreak")}
                </IconButton>
                <IconButton
                  size="lg"
                  variant="default"
                  color="gray"
                  icon={IconCoffee}
                  loading={busy || breaks.isLoading}
                  onClick={() =>
                    run(() => startBreak({ paid: true }), {
                      success: MSG.breakStarted,
                      failure: MSG.errorStartingBreak,
                    })
                  }
                  data-testid="start-paid-break"
                >
                  {t("timeAttendance.breaks.startPaidBreak")}
                </IconButton>
              </>
            )}
          </Group>
        )}
        <Group grow>
          {entry ? (
            <IconButton
              size="lg"
              color="red.8"
              icon={IconLogout2}
              loading={busy}
              onClick={clockNow}
              data-testid="quick-clock-out"
            >
              {t("timeAttendance.quickClockOut")}
            </IconButton>
          ) : waiting ? null : (
            <IconButton
              size="lg"
              // White text needs a dark green: green.8 and green.9 stay under 4.5:1.
              color="teal.9"
              icon={IconLogin2}
              loading={busy || open.isLoading || own.isLoading}
              // Without a current store the server refuses with 'Store context missing…'.
              disabled={hasStore && loadError !== null}
              onClick={clockNow}
              data-testid="quick-clock-in"
            >
              {t("timeAttendance.quickClockIn")}
            </IconButton>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
