import { Alert, Paper, Select, SimpleGrid, Stack, Text } from "@mantine/core";
import { formatHours, type TScheduleAdherence } from "@storeops/domain";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { useServerDate, useStores } from "../../components/list/queries.ts";
import { formatBusinessDate, formatCount, formatDollars, formatTimeOfDay } from "../../lib/format.ts";
import { useUser } from "../../lib/session.tsx";
import { recentMondays, useAdherence } from "./adherence.api.ts";
import { packPercent } from "./MonthEndSections.tsx";
import { listLink, MonthEndTable, type PackCell } from "./MonthEndTable.tsx";
import { ReportAnswer } from "./ReportAnswer.tsx";

const WEEKS_OFFERED = 26;

type Report = TScheduleAdherence;
type Shift = Report["shifts"][number];

/**
 * The Reports screen's Schedule adherence view (issue #33, item 5): one store's week, its published
 * shifts against the clock, from GET /api/reports/schedule-adherence; the store and week live in the
 * URL (`store`, `week`). Tables at ≥ 1024 px, cards on phones; flags in words.
 */
export function AdherenceView() {
  const { t } = useTranslation();
  const k = (key: string, values?: Record<string, unknown>) => t(`reports.adherence.${key}`, values);
  const user = useUser();
  const stores = useStores();
  const today = useServerDate().data ?? new Date().toISOString().slice(0, 10);
  const [search, setSearch] = useSearchParams();
  const weeks = recentMondays(today, WEEKS_OFFERED);
  const storeId = search.get("store") ?? user.current_store_id ?? stores.data?.[0]?.id ?? "";
  const request = { store_id: storeId, week_start: search.get("week") ?? weeks[0] ?? today };
  const report = useAdherence(request);
  const set = (key: string, value: string) =>
    setSearch((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(key, value);
      else next.delete(key);
      return next;
    });
  return (
    <Stack gap="md" data-testid="adherence">
      <Paper withBorder radius="md" p="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Select
            label={t("reports.store")}
            data={(stores.data ?? []).map((store) => ({
              value: store.id,
              label: `${store.code} - ${store.name}`,
            }))}
            value={storeId || null}
            onChange={(store) => set("store", store ?? "")}
            allowDeselect={false}
            searchable
            data-testid="adherence-store"
          />
          <Select
            label={k("week")}
            data={weeks.map((monday) => ({
              value: monday,
              label: k("weekOf", { date: formatBusinessDate(monday) }),
            }))}
            value={request.week_start}
            onChange={(week) => set("week", week ?? "")}
            allowDeselect={false}
            data-testid="adherence-week"
          />
        </SimpleGrid>
      </Paper>
      {storeId === "" ? (
        <Alert color="blue">{k("chooseStore")}</Alert>
      ) : (
        <ReportAnswer query={report} errorTestId="adherence-error">
          {(data) => <AdherenceSections report={data} />}
        </ReportAnswer>
      )}
    </Stack>
  );
}

/** Labour % with "(over target)" in words when it is. */
function percentCell(
  percent: number,
  over: boolean,
  k: (key: string, values?: Record<string, unknown>) => string,
): PackCell {
  return {
    text: over ? k("overTarget", { percent: packPercent(percent) }) : packPercent(percent),
    negative: over,
  };
}

function AdherenceSections({ report }: { report: Report }) {
  const { t } = useTranslation();
  const k = (key: string, values?: Record<string, unknown>) => t(`reports.adherence.${key}`, values);
  const hours = (value: number): PackCell => ({ text: formatHours(value) });
  const money = (value: number): PackCell => ({ text: formatDollars(value) });
  const number = (value: number): PackCell => ({ text: formatCount(value) });
  const entries = (from: string, to: string) =>
    listLink("/time-attendance", { store: report.store.id, from, to });
  const status = (shift: Shift): PackCell => ({
    text: k(`statuses.${shift.status}`, { minutes: Math.abs(shift.minutes ?? 0) }),
    negative: shift.status === "late" || shift.status === "no_show",
  });
  const { week } = report;
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed" data-testid="adherence-period" data-week={report.week_start}>
        {`${report.store.name} · ${formatBusinessDate(report.week_start)} – ${formatBusinessDate(report.week_end)} · ${
          report.labour_target_percent > 0
            ? k("target", {
                percent: packPercent(report.labour_target_percent),
                minutes: report.tolerance_minutes,
              })
            : k("noTarget", { minutes: report.tolerance_minutes })
        }`}
      </Text>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <MonthEndTable
          title={k("summary")}
          testId="ad-week"
          columns={[k("figure"), k("planned"), k("actual")]}
          rows={[
            {
              key: "hours",
              label: k("hours"),
              cells: [
                hours(week.scheduled_hours),
                { ...hours(week.worked_hours), to: entries(report.week_start, report.week_end) },
              ],
            },
            { key: "cost", label: k("cost"), cells: [money(week.scheduled_cost), money(week.worked_cost)] },
            {
              key: "labour",
              label: k("labour"),
              cells: [
                percentCell(week.planned_labour_percent, week.planned_over_target, k),
                percentCell(week.actual_labour_percent, week.actual_over_target, k),
              ],
            },
            { key: "takings", label: k("takings"), cells: [{ text: "" }, money(week.takings)] },
          ]}
        />
        <MonthEndTable
          title={k("people")}
          testId="ad-people"
          columns={[
            k("employee"),
            k("shifts"),
            k("onTime"),
            k("late"),
            k("early"),
            k("noShows"),
            k("scheduledHours"),
            k("workedHours"),
          ]}
          empty={k("none")}
          rows={report.employees.map((person) => ({
            key: person.employee_id,
            label: person.name,
            cells: [
              number(person.shifts),
              number(person.on_time),
              { ...number(person.late), negative: person.late > 0 },
              number(person.early),
              { ...number(person.no_show), negative: person.no_show > 0 },
              hours(person.scheduled_hours),
              hours(person.worked_hours),
            ],
          }))}
          footer={{
            key: "total",
            label: k("summary"),
            cells: [
              number(week.shifts),
              number(week.on_time),
              number(week.late),
              number(week.early),
              number(week.no_show),
              hours(week.scheduled_hours),
              hours(week.worked_hours),
            ],
          }}
        />
      </SimpleGrid>
      <MonthEndTable
        title={k("days")}
        testId="ad-days"
        columns={[
          k("day"),
          k("scheduledHours"),
          k("workedHours"),
          k("scheduledCost"),
          k("workedCost"),
          k("takings"),
          k("labourPlanned"),
          k("labourActual"),
        ]}
        rows={report.days.map((day) => ({
          key: day.date,
          label: formatBusinessDate(day.date),
          cells: [
            hours(day.scheduled_hours),
            { ...hours(day.worked_hours), to: entries(day.date, day.date) },
            money(day.scheduled_cost),
            money(day.worked_cost),
            money(day.takings),
            percentCell(day.planned_labour_percent, day.planned_over_target, k),
            percentCell(day.actual_labour_percent, day.actual_over_target, k),
          ],
        }))}
      />
      <MonthEndTable
        title={k("shiftsTitle")}
        testId="ad-shifts"
        columns={[k("employee"), k("day"), k("shift"), k("clockIn"), k("status")]}
        empty={k("none")}
        rows={report.shifts.map((shift) => ({
          key: shift.shift_id,
          label: shift.employee_name,
          cells: [
            { text: formatBusinessDate(shift.shift_date) },
            { text: `${formatTimeOfDay(shift.start_time)}–${formatTimeOfDay(shift.end_time)}` },
            { text: shift.clock_in_time ? formatTimeOfDay(shift.clock_in_time) : "—" },
            status(shift),
          ],
        }))}
      />
    </Stack>
  );
}
