import { Badge, Button, Group, Text } from "@mantine/core";
import { dayBefore, formatHours, withReason } from "@storeops/domain";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { column } from "../../components/list/columns.tsx";
import { filter, type ListConfig, type ListFilter } from "../../components/list/filters.tsx";
import type { ListScreenProps } from "../../components/list/ListScreen.tsx";
import { useListTexts } from "../../components/list/list-texts.ts";
import { invalidateTable } from "../../components/list/queries.ts";
import { useWrite } from "../../components/useWrite.ts";
import { formatBusinessDate, formatTimeOfDay } from "../../lib/format.ts";
import { MSG } from "../../lib/messages.ts";
import { ClockInFlagBadge } from "./ShiftAgainstClock.tsx";
import { clockOut, type TimeEntry } from "./time-entries.api.ts";

export type TimeTab = "today" | "history";

const SELECT = [
  "id",
  "employee_id",
  "employee_name",
  "store_id",
  "store_name",
  "work_date",
  "clock_in_time",
  "clock_out_time",
  "total_hours",
  "break_hours",
  "missed_break",
  "clock_in_flag",
  "status",
  "notes",
  "created_at",
] as const;

/** A tab as a fixed condition: today's entries, or the days before today. */
export function tabFilter(tab: TimeTab, today: string): ListFilter {
  return {
    params: {},
    conditions: () =>
      tab === "today" ? [["eq", "work_date", today]] : [["lte", "work_date", dayBefore(today)]],
    Control: () => null,
  };
}

/** The list of one tab: Today (the store's date) or History. */
export function timeEntryList(tab: TimeTab, today: string): ListConfig {
  return {
    table: "employee_time_entries",
    select: SELECT,
    filters: [tabFilter(tab, today), filter.store(), filter.dateRange("work_date")],
    sortColumns: ["work_date", "clock_in_time", "total_hours"],
    defaultSort: { column: "work_date", direction: "desc" },
    pageSize: 25,
  };
}

const SORTS = ["work_date.desc", "work_date.asc", "total_hours.desc"];

export function EntryStatusBadge({ entry }: { entry: TimeEntry }) {
  const { t } = useTranslation();
  const open = entry.clock_out_time === null;
  return (
    <Badge
      variant="dot"
      color={open ? "green" : "gray"}
      // As the kit's StatusBadge: Chromium ellipsises a label a fraction of a pixel short.
      styles={{ label: { overflow: "visible" } }}
      data-testid="status-badge"
    >
      {open ? t("timeAttendance.status.active") : t("timeAttendance.status.completed")}
    </Badge>
  );
}

/** The entry missed its store's break rule: a long shift with too little unpaid break. */
export function MissedBreakBadge({ entry }: { entry: TimeEntry }) {
  const { t } = useTranslation();
  if (!entry.missed_break) return null;
  return (
    <Badge
      color="orange"
      variant="light"
      styles={{ label: { overflow: "visible" } }}
      data-testid="missed-break"
    >
      {t("timeAttendance.breaks.missed")}
    </Badge>
  );
}

/** Clock Out on an open entry, for those the server allows. */
export function ClockOutButton({ entry }: { entry: TimeEntry }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const { busy, run } = useWrite(() => invalidateTable(client, "employee_time_entries"));
  if (!entry.allowed_actions?.includes("clock_out")) return null;
  return (
    <Button
      size="compact-sm"
      variant="light"
      color="orange"
      loading={busy}
      aria-label={t("timeAttendance.clockOutOf", { name: entry.employee_name ?? "" })}
      data-testid="clock-out-row"
      onClick={(event) => {
        event.stopPropagation();
        void run(() => clockOut(entry), { success: MSG.clockedOut, failure: MSG.errorClockingOut });
      }}
    >
      {t("timeAttendance.clockOut")}
    </Button>
  );
}

/** Time entries: columns per spec 2 §2.5 (≥ 1024 px), cards on phones, texts. */
export function useTimeEntryList(
  config: ListConfig,
): Omit<ListScreenProps<TimeEntry>, "controls" | "onOpen"> {
  const { t } = useTranslation();
  const texts = useListTexts("timeAttendance", SORTS);
  // Clock-in and clock-out are the store's wall clock, in the person's 12- or 24-hour format.
  const clockOutText = (row: TimeEntry) =>
    row.clock_out_time ? formatTimeOfDay(row.clock_out_time) : MSG.timeEntryInProgress;
  return {
    config,
    ...texts,
    testId: "time-entry",
    loadErrorText: (message) => withReason(MSG.errorLoadingTimeEntries, message),
    // Spec 2 §2.5's columns for every role, staff too: Employee, Store, Date, Clock In, Clock Out,
    // Hours, Status, Actions.
    columns: [
      column.opener({
        accessor: "employee_name",
        title: t("timeAttendance.columns.employee"),
        text: (row) => row.employee_name ?? "",
        label: (row) => `${row.employee_name ?? ""} ${row.work_date}`,
      }),
      column.store(true),
      column.date("work_date", t("timeAttendance.columns.date")),
      {
        accessor: "clock_in_time",
        title: t("timeAttendance.columns.clockIn"),
        sortable: true,
        noWrap: true,
        render: (row) => formatTimeOfDay(row.clock_in_time),
      },
      {
        accessor: "clock_out_time",
        title: t("timeAttendance.columns.clockOut"),
        noWrap: true,
        render: (row) => (
          <Text
            size="sm"
            c={row.clock_out_time ? undefined : "green"}
            fw={row.clock_out_time ? undefined : 600}
          >
            {clockOutText(row)}
          </Text>
        ),
      },
      {
        accessor: "total_hours",
        title: t("timeAttendance.columns.hours"),
        sortable: true,
        textAlign: "right",
        noWrap: true,
        render: (row) => (row.total_hours === null ? "—" : formatHours(row.total_hours)),
      },
      {
        accessor: "status",
        title: t("timeAttendance.columns.status"),
        render: (row) => (
          <Group gap={4}>
            <EntryStatusBadge entry={row} />
            <MissedBreakBadge entry={row} />
            <ClockInFlagBadge flag={row.clock_in_flag} />
          </Group>
        ),
      },
      {
        accessor: "actions",
        title: t("timeAttendance.columns.actions"),
        render: (row) => <ClockOutButton entry={row} />,
      },
    ],
    card: (row) => ({
      title: row.employee_name ?? "",
      subtitle: [formatBusinessDate(row.work_date), row.store_name].filter(Boolean).join(" · "),
      amount: row.total_hours === null ? MSG.timeEntryInProgress : formatHours(row.total_hours),
      meta: `${formatTimeOfDay(row.clock_in_time)} – ${clockOutText(row)}`,
      badge: (
        <Group gap={4}>
          <EntryStatusBadge entry={row} />
          <MissedBreakBadge entry={row} />
          <ClockInFlagBadge flag={row.clock_in_flag} />
        </Group>
      ),
    }),
  };
}
