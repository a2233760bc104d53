import { Alert, Button, Group, Paper, Select, Stack, Text } from "@mantine/core";
import { can, errorSavingRecord } from "@storeops/domain";
import { IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { useStores } from "../../components/list/queries.ts";
import { notifyError, notifySuccess, writeErrorMessage } from "../../components/notify.ts";
import { PageHeader } from "../../components/PageHeader.tsx";
import { MSG } from "../../lib/messages.ts";
import { updateRow } from "../../lib/rest.ts";
import { useUser } from "../../lib/session.tsx";
import { useIsPhone } from "../../lib/useIsPhone.ts";
import { DayList } from "./DayList.tsx";
import { HolidaysPanel } from "./HolidaysPanel.tsx";
import { ShiftForm, type ShiftTarget } from "./ShiftForm.tsx";
import { StaffSchedule } from "./StaffSchedule.tsx";
import { SwapsPanel } from "./SwapsPanel.tsx";
import { useRefreshSchedules, useStoreDate, useWeek } from "./schedules.queries.ts";
import { WeekActions } from "./WeekActions.tsx";
import { ForecastSources } from "./WeekFigures.tsx";
import { WeekGrid } from "./WeekGrid.tsx";
import { WeekHistory } from "./WeekHistory.tsx";
import { WeekNav } from "./WeekNav.tsx";
import { dayOf, mondayOf, type WeekShift, weekStartOf } from "./week.ts";

/**
 * Schedules (issue #33, items 1, 3, 4; docs/decisions.md, Schedules): a store's week — a grid of
 * employees × days on desktop, a day list on phones — with its forecast, warnings and publishing;
 * staff get My shifts, swaps and their availability. The store, week and day live in the URL.
 */
export default function SchedulesPage() {
  const { t } = useTranslation();
  const user = useUser();
  const staff = user.role === "staff";
  const stores = useStores(!staff);
  const [search, setSearch] = useSearchParams();
  const storeId = staff
    ? (user.current_store_id ?? "")
    : (search.get("store") ?? user.current_store_id ?? stores.data?.[0]?.id ?? "");
  const storeDate = useStoreDate(storeId);
  const today = storeDate.data?.date ?? "";
  const thisWeek = today ? mondayOf(today) : "";
  const weekStart = today ? weekStartOf(search.get("week"), today) : "";
  const set = (values: Record<string, string | null>) =>
    setSearch((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(values)) {
        if (value === null) next.delete(key);
        else next.set(key, value);
      }
      return next;
    });
  const nav = weekStart && (
    <WeekNav weekStart={weekStart} thisWeek={thisWeek} onWeek={(start) => set({ week: start, day: null })} />
  );
  return (
    <Stack gap="lg">
      <PageHeader
        title={t("schedules.title")}
        subtitle={staff ? t("schedules.staffSubtitle") : t("schedules.subtitle")}
      />
      {staff ? (
        <>
          {nav}
          {weekStart && (
            <StaffSchedule
              storeId={storeId}
              weekStart={weekStart}
              now={storeDate.data?.time ?? ""}
              day={dayOf(search.get("day"), weekStart, today)}
              onDay={(day) => set({ day })}
            />
          )}
        </>
      ) : (
        <>
          <Paper withBorder radius="md" p="md">
            <Group justify="space-between" align="end" wrap="wrap" gap="sm">
              <Select
                label={t("schedules.store")}
                data={(stores.data ?? []).map((store) => ({
                  value: store.id,
                  label: `${store.code} - ${store.name}`,
                }))}
                value={storeId || null}
                onChange={(store) => store && set({ store, day: null })}
                allowDeselect={false}
                searchable
                w={{ base: "100%", sm: 320 }}
                data-testid="schedule-store"
              />
              {nav}
            </Group>
          </Paper>
          {storeId ? (
            weekStart && (
              <StoreWeek
                storeId={storeId}
                weekStart={weekStart}
                today={today}
                day={search.get("day")}
                onDay={(day) => set({ day })}
              />
            )
          ) : (
            <Text c="dimmed">{t("schedules.chooseStore")}</Text>
          )}
        </>
      )}
    </Stack>
  );
}

function StoreWeek({
  storeId,
  weekStart,
  today,
  day,
  onDay,
}: {
  storeId: string;
  weekStart: string;
  today: string;
  day: string | null;
  onDay: (day: string) => void;
}) {
  const { t } = useTranslation();
  const user = useUser();
  const isPhone = useIsPhone();
  const week = useWeek(storeId, weekStart);
  const refresh = useRefreshSchedules();
  const [target, setTarget] = useState<ShiftTarget | null>(null);
  const writes = can(user.role, "shifts", "create");
  if (week.isError) return <Alert color="red">{writeErrorMessage(week.error, MSG.noDataFound)}</Alert>;
  if (!week.data) return null;
  const data = week.data;
  const shownDay = dayOf(day, weekStart, today);
  const firstEmployee = data.employees[0]?.employee_id;
  const change = (shift: WeekShift, values: Record<string, string>) =>
    updateRow("shifts", shift.id, values)
      .then(() => {
        notifySuccess(t("schedules.form.saved"));
        return refresh();
      })
      .catch((error: unknown) => notifyError(writeErrorMessage(error, errorSavingRecord)));
  const move = (shift: WeekShift, employeeId: string, date: string) =>
    void change(shift, {
      employee_id: employeeId,
      shift_date: date,
      start_time: shift.start_time.slice(0, 5),
      end_time: shift.end_time.slice(0, 5),
    });
  // The end alone: the PATCH keeps the shift's date and start (its times on the store's clock).
  const resize = (shift: WeekShift, endTime: string) => change(shift, { end_time: endTime });
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        {writes ? <WeekActions week={data} onChanged={() => void refresh()} /> : <span />}
        <Group gap="xs">
          {writes && firstEmployee && !isPhone && (
            <Button
              variant="default"
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => setTarget({ employeeId: firstEmployee, date: shownDay })}
              data-testid="week-add"
            >
              {t("schedules.addShift")}
            </Button>
          )}
          <ForecastSources week={data} />
        </Group>
      </Group>
      {isPhone ? (
        <DayList week={data} date={shownDay} onDate={onDay} writes={writes} onOpen={setTarget} />
      ) : (
        <WeekGrid week={data} writes={writes} onOpen={setTarget} onMove={move} onResize={resize} />
      )}
      <SwapsPanel storeId={storeId} onChanged={() => void refresh()} />
      {writes && <HolidaysPanel storeId={storeId} weekStart={weekStart} />}
      <WeekHistory week={data} />
      {writes && (
        <ShiftForm
          target={target}
          week={data}
          onClose={() => setTarget(null)}
          onSaved={() => void refresh()}
        />
      )}
    </Stack>
  );
}
