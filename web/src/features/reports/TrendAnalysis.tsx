// The chart legend draws its colours with ColorSwatch, whose styles the app does not load elsewhere.
import "@mantine/core/styles/ColorSwatch.css";
import { Group, Paper, ScrollArea, SegmentedControl, Select, Stack, Text, Title } from "@mantine/core";
import {
  type TFinancialReport,
  TREND_FILTERS,
  TREND_PAGE_SIZE,
  type TReportTrendRow,
  type TrendFilter,
} from "@storeops/domain";
import { IconSearch } from "@tabler/icons-react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { LazyLineChart } from "../../components/charts/LazyLineChart.tsx";
import { type FigureColumn, FigureTable } from "../../components/FigureTable.tsx";
import { DebouncedInput } from "../../components/list/DebouncedInput.tsx";
import { Pager } from "../../components/list/Pager.tsx";
import { formatBusinessDate, formatDollars, formatDollarsWhole } from "../../lib/format.ts";
import { MSG } from "../../lib/messages.ts";
import {
  daysBefore,
  FIRST_TREND_PAGE,
  fetchReport,
  type ReportRequest,
  type TrendRequest,
} from "./reports.api.ts";

const FILTER_LABELS: Record<TrendFilter, string> = {
  all: "reports.trend.allRows",
  income: "reports.trend.withIncome",
  loss: "reports.trend.withLoss",
};

/**
 * Trend Analysis: search, a filter and a Chart/Table switch. The server answers with one page of
 * the matching rows, their count and totals, and a point per date for the chart, so every row can
 * be reached page by page and every date is drawn, whatever the period.
 */
export function TrendAnalysis({
  request,
  report,
  today,
}: {
  request: ReportRequest;
  report: TFinancialReport;
  /** The store's date: a report reaching it (or yesterday without takings) ends on a day not complete. */
  today: string;
}) {
  const { t } = useTranslation();
  const [view, setView] = useState<"chart" | "table">("chart");
  const [trend, setTrend] = useState<TrendRequest>(FIRST_TREND_PAGE);
  const first = trend === FIRST_TREND_PAGE;
  const query = useQuery({
    queryKey: ["report-trend", report.id, trend],
    queryFn: () => fetchReport(request, trend),
    enabled: !first,
    placeholderData: keepPreviousData,
  });
  const shown = (first ? report : query.data) ?? report;
  const rows = shown.trend;
  const summary = shown.trend_view;
  const total = summary?.total ?? rows.length;
  const change = (patch: Partial<TrendRequest>) => setTrend((current) => ({ ...current, page: 1, ...patch }));
  const byDate = summary?.by_date ?? [];
  // The last day is not complete when it is today, or yesterday with no takings recorded yet (a
  // store records them after closing): its dip is the day not being over, not a bad day.
  const last = byDate.at(-1);
  const partial =
    last && (last.date === today || (last.date === daysBefore(today, 1) && last.income === 0))
      ? last.date
      : null;
  const dateText = (date: string) =>
    date === partial
      ? t("reports.trend.partialDate", { date: formatBusinessDate(date) })
      : formatBusinessDate(date);
  const money = (key: "income" | "purchases" | "expenses" | "net"): FigureColumn<TReportTrendRow> => ({
    key,
    title: t(`reports.trend.${key}`),
    figure: true,
    render: (row) => formatDollars(row[key]),
  });
  const columns: FigureColumn<TReportTrendRow>[] = [
    { key: "date", title: t("reports.trend.date"), render: (row) => dateText(row.date) },
    { key: "store", title: t("reports.trend.store"), render: (row) => row.store },
    money("income"),
    money("purchases"),
    money("expenses"),
    money("net"),
    {
      key: "transactions",
      title: t("reports.trend.transactions"),
      figure: true,
      render: (row) => row.transactions,
    },
  ];
  return (
    <Paper withBorder radius="md" p="md" data-testid="trend-analysis">
      <Group justify="space-between" mb="sm" wrap="wrap" gap="sm">
        <Title order={2} size="h4">
          {t("reports.trend.title")}
        </Title>
        <SegmentedControl
          value={view}
          onChange={(value) => setView(value as "chart" | "table")}
          data={[
            { value: "chart", label: t("reports.trend.chart") },
            { value: "table", label: t("reports.trend.table") },
          ]}
          data-testid="trend-view"
        />
      </Group>
      <Group mb="sm" gap="sm" wrap="wrap" align="end">
        <DebouncedInput
          leftSection={<IconSearch size={16} aria-hidden />}
          placeholder={t("reports.trend.search")}
          aria-label={t("reports.trend.search")}
          value={trend.q}
          onChange={(q) => change({ q })}
          style={{ flex: "1 1 220px" }}
          data-testid="trend-search"
        />
        <Select
          aria-label={t("reports.trend.filter")}
          data={TREND_FILTERS.map((value) => ({ value, label: t(FILTER_LABELS[value]) }))}
          value={trend.show}
          onChange={(value) => change({ show: (value as TrendFilter | null) ?? "all" })}
          allowDeselect={false}
          w={200}
          data-testid="trend-filter"
        />
        <Text size="sm" c="dimmed" data-testid="trend-count">
          {t("reports.trend.rows", { count: total })}
        </Text>
      </Group>
      {query.isError ? (
        <Text c="red" ta="center" py="xl" role="alert">
          {t("reports.trend.failed")}
        </Text>
      ) : total === 0 ? (
        <Text c="dimmed" ta="center" py="xl" data-testid="trend-empty">
          {/* Nothing at all in the period, or nothing the search and filter leave (spec 2 §2.3). */}
          {report.summary.transaction_count === 0 ? MSG.reportNoPurchases : MSG.reportNoData}
        </Text>
      ) : view === "chart" ? (
        <Stack gap={4}>
          <LazyLineChart
            h={320}
            data={byDate.map((point) => ({ ...point, label: formatBusinessDate(point.date) }))}
            dataKey="label"
            series={[
              { name: "income", label: t("reports.trend.income"), color: "teal.6" },
              { name: "purchases", label: t("reports.trend.purchases"), color: "orange.6" },
              { name: "expenses", label: t("reports.trend.expenses"), color: "red.6" },
              { name: "net", label: t("reports.trend.net"), color: "blue.6" },
            ]}
            curveType="linear"
            withDots={byDate.length <= 60}
            withLegend
            valueFormatter={(value) => formatDollars(value)}
            xAxisProps={{ minTickGap: 24 }}
            // Axis labels in whole dollars ("$24,000"); the tooltip keeps the cents.
            yAxisProps={{ tickFormatter: (value: number) => formatDollarsWhole(value), width: 80 }}
            referenceLines={
              partial
                ? [
                    {
                      x: formatBusinessDate(partial),
                      label: t("reports.trend.partialDay"),
                      // The line is the chart's last point: the label goes to its left, inside the chart.
                      labelPosition: "insideTopRight",
                      color: "gray.6",
                    },
                  ]
                : undefined
            }
            data-testid="trend-chart"
          />
          {partial && (
            <Text size="xs" c="dimmed" data-testid="trend-partial-day">
              {t("reports.trend.partialDayNote", { date: formatBusinessDate(partial) })}
            </Text>
          )}
        </Stack>
      ) : (
        <Stack gap="sm">
          <FigureTable
            columns={columns}
            rows={rows}
            rowKey={(row) => `${row.date}|${row.store_id}`}
            testId="trend"
            negative={(row, key) => key === "net" && row.net < 0}
            frame={(table) => (
              <ScrollArea.Autosize mah={520} type="auto">
                {table}
              </ScrollArea.Autosize>
            )}
            footer={
              summary
                ? {
                    label: t("reports.trend.total"),
                    testId: "trend-total",
                    cells: {
                      income: formatDollars(summary.totals.income),
                      purchases: formatDollars(summary.totals.purchases),
                      expenses: formatDollars(summary.totals.expenses),
                      net: formatDollars(summary.totals.net),
                      transactions: summary.totals.transactions,
                    },
                  }
                : undefined
            }
          />
          <Pager
            page={summary?.page ?? trend.page}
            pageSize={summary?.limit ?? TREND_PAGE_SIZE}
            rows={rows.length}
            total={total}
            busy={query.isFetching}
            things={(count) => t("reports.trend.things", { count })}
            onPage={(page) => setTrend((current) => ({ ...current, page }))}
          />
        </Stack>
      )}
    </Paper>
  );
}
