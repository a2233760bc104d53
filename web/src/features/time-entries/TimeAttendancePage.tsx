import { Alert, Center, Group, Loader, SimpleGrid, Stack, Tabs, Text } from "@mantine/core";
import { formatHours, formatHoursMinutes, withReason } from "@storeops/domain";
import { IconPlus } from "@tabler/icons-react";
import { type ReactNode, Suspense, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { DetailItem } from "../../components/DetailItem.tsx";
import { DetailsModal } from "../../components/DetailsModal.tsx";
import { IconButton } from "../../components/IconButton.tsx";
import { ListScreen } from "../../components/list/ListScreen.tsx";
import { filterParams } from "../../components/list/list-state.ts";
import { useServerDate } from "../../components/list/queries.ts";
import { useListState } from "../../components/list/useListState.ts";
import { PageHeader } from "../../components/PageHeader.tsx";
import { formatBusinessDate, formatTimeOfDay } from "../../lib/format.ts";
import { MSG } from "../../lib/messages.ts";
import { useUser } from "../../lib/session.tsx";
import { ClockPanel } from "./ClockPanel.tsx";
import { ManualEntryModal } from "./ManualEntryModal.tsx";
import { OnShiftBoard } from "./OnShiftBoard.tsx";
import { ClockInFlagBadge } from "./ShiftAgainstClock.tsx";
import { type TimeEntry, useEntryBreaks, useEntryCount, useOnShift } from "./time-entries.api.ts";
import {
  ClockOutButton,
  EntryStatusBadge,
  MissedBreakBadge,
  type TimeTab,
  timeEntryList,
  useTimeEntryList,
} from "./time-entry-list.tsx";

/** The entry's breaks, each with its times and whether it was paid. */
function EntryBreaks({ entryId }: { entryId: string }) {
  const { t } = useTranslation();
  const breaks = useEntryBreaks(entryId);
  const rows = breaks.data ?? [];
  return (
    <DetailItem label={t("timeAttendance.breaks.title")}>
      {breaks.isPending ? (
        <Loader size="xs" />
      ) : rows.length === 0 ? (
        t("timeAttendance.breaks.none")
      ) : (
        <Stack gap={2} data-testid="entry-breaks">
          {rows.map((entryBreak) => (
            <Text key={entryBreak.id} size="sm">
              {formatTimeOfDay(entryBreak.start_time)}–
              {entryBreak.end_time
                ? formatTimeOfDay(entryBreak.end_time)
                : t("timeAttendance.breaks.running")}{" "}
              · {t(entryBreak.paid ? "timeAttendance.breaks.paid" : "timeAttendance.breaks.unpaid")}
            </Text>
          ))}
        </Stack>
      )}
    </DetailItem>
  );
}

function EntryDetails({ entry }: { entry: TimeEntry }) {
  const { t } = useTranslation();
  const label = (key: string) => t(`timeAttendance.columns.${key}`);
  return (
    <Stack gap="md" data-testid="time-entry-details">
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <DetailItem label={label("employee")}>{entry.employee_name}</DetailItem>
        <DetailItem label={label("store")}>{entry.store_name}</DetailItem>
        <DetailItem label={label("date")}>{formatBusinessDate(entry.work_date)}</DetailItem>
        <DetailItem label={label("status")}>
          <Group gap={4}>
            <EntryStatusBadge entry={entry} />
            <MissedBreakBadge entry={entry} />
            <ClockInFlagBadge flag={entry.clock_in_flag} />
          </Group>
        </DetailItem>
        <DetailItem label={label("clockIn")}>{formatTimeOfDay(entry.clock_in_time)}</DetailItem>
        <DetailItem label={label("clockOut")}>
          {entry.clock_out_time ? formatTimeOfDay(entry.clock_out_time) : MSG.timeEntryInProgress}
        </DetailItem>
        <DetailItem label={label("hours")}>
          {entry.total_hours === null
            ? MSG.timeEntryInProgress
            : `${formatHours(entry.total_hours)} (${formatHoursMinutes(entry.total_hours)})`}
        </DetailItem>
        <DetailItem label={label("breakHours")}>{formatHoursMinutes(entry.break_hours ?? 0)}</DetailItem>
      </SimpleGrid>
      <EntryBreaks entryId={entry.id} />
      <DetailItem label={label("notes")}>{entry.notes}</DetailItem>
      <Group justify="flex-end">
        <ClockOutButton entry={entry} />
      </Group>
    </Stack>
  );
}

/** The screen's tabs: On Shift (who is working now) first for those who run the stores. */
type ScreenTab = "onShift" | TimeTab;

function EntryTabs({ today, firstTab }: { today: string; firstTab: ScreenTab }) {
  const { t } = useTranslation();
  const { search } = useLocation();
  // A link with a period (the month-end pack's labour cost) opens the History of those days.
  const [tab, setTab] = useState<ScreenTab>(() =>
    new URLSearchParams(search).has("from") ? "history" : firstTab,
  );
  const [details, setDetails] = useState<TimeEntry | null>(null);
  const listTab: TimeTab = tab === "history" ? "history" : "today";
  const config = useMemo(() => timeEntryList(listTab, today), [listTab, today]);
  const controls = useListState(config);
  const list = useTimeEntryList(config);
  const onShift = useOnShift(null, firstTab === "onShift");
  const todayCount = useEntryCount(
    "today",
    filterParams(controls.state.filters, timeEntryList("today", today)),
  );
  const historyCount = useEntryCount(
    "history",
    filterParams(controls.state.filters, timeEntryList("history", today)),
  );
  return (
    <>
      <Tabs
        value={tab}
        onChange={(value) => setTab(value === "history" || value === "onShift" ? value : "today")}
      >
        <Tabs.List>
          {firstTab === "onShift" && (
            <Tabs.Tab value="onShift" data-testid="tab-on-shift">
              {t("timeAttendance.tabs.onShift", { count: onShift.data?.people.length ?? 0 })}
            </Tabs.Tab>
          )}
          <Tabs.Tab value="today" data-testid="tab-today">
            {t("timeAttendance.tabs.today", { count: todayCount.data ?? 0 })}
          </Tabs.Tab>
          <Tabs.Tab value="history" data-testid="tab-history">
            {t("timeAttendance.tabs.history", { count: historyCount.data ?? 0 })}
          </Tabs.Tab>
        </Tabs.List>
      </Tabs>
      {tab === "onShift" ? (
        <OnShiftBoard />
      ) : (
        <ListScreen {...list} controls={controls} onOpen={setDetails} />
      )}
      <DetailsModal
        table="employee_time_entries"
        row={details}
        title={t("timeAttendance.detailsTitle")}
        testId="time-entry-details-modal"
        onClose={() => setDetails(null)}
      >
        {(entry) => <EntryDetails entry={entry} />}
      </DetailsModal>
    </>
  );
}

/** Spec 2 §2.5 Time & Attendance: quick clock in/out for staff, manual entries, Today and History. */
export default function TimeAttendancePage({ kiosks }: { kiosks?: ReactNode }) {
  const { t } = useTranslation();
  const user = useUser();
  const today = useServerDate();
  const [manual, setManual] = useState(false);
  // Those who run the stores open on who is working now; a link into the list (a search, a
  // filter) opens the list.
  const runsStores = user.role === "admin" || user.role === "accounting" || user.role === "store_manager";
  const listLink = useLocation().search !== "";
  const mayEnter = user.role === "admin" || user.role === "store_manager";
  return (
    <Stack gap="lg">
      <PageHeader
        title={t("timeAttendance.title")}
        subtitle={t(`timeAttendance.subtitle.${user.role}`, { store: user.current_store?.name ?? "" })}
        actions={
          mayEnter && (
            <Group gap="sm">
              {kiosks && <Suspense fallback={null}>{kiosks}</Suspense>}
              <IconButton icon={IconPlus} onClick={() => setManual(true)} data-testid="new-time-entry">
                {t("timeAttendance.manualEntry")}
              </IconButton>
            </Group>
          )
        }
      />
      {user.role === "staff" && <ClockPanel />}
      {today.data ? (
        <EntryTabs today={today.data} firstTab={runsStores && !listLink ? "onShift" : "today"} />
      ) : today.error ? (
        <Alert color="red" data-testid="list-error">
          {withReason(MSG.errorLoadingTimeEntries, today.error.message)}
        </Alert>
      ) : (
        <Center py="xl">
          <Loader size="sm" />
        </Center>
      )}
      {mayEnter && <ManualEntryModal opened={manual} onClose={() => setManual(false)} />}
    </Stack>
  );
}
