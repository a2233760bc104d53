// The chart legend draws its colours with ColorSwatch, whose styles the app does not load elsewhere.
import "@mantine/core/styles/ColorSwatch.css";
import "@mantine/charts/styles.css";
import { LineChart } from "@mantine/charts";
import { Group, Paper, ScrollArea, SegmentedControl, Select, Stack, Table, Text, Title } from "@mantine/core";
import { type TFinancialReport, TREND_FILTERS, TREND_PAGE_SIZE, type TrendFilter } from "@storeops/domain";
import { IconSearch } from "@tabler/icons-react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { DebouncedInput } from "../../components/list/DebouncedInput.tsx";
import { Pager } from "../../components/list/Pager.tsx";
import { formatDollars } from "../../lib/format.ts";
import { MSG } from "../../lib/messages.ts";
import {
  FIRST_TREND_PAGE,
  fetchReport,
  type ReportRequest,
  reportDate,
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
export function TrendAnalysis({ request, report }: { request: ReportRequest; report: TFinancialReport }) {
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
        <LineChart
          h={320}
          data={(summary?.by_date ?? []).map((point) => ({ ...point, label: reportDate(point.date) }))}
          dataKey="label"
          series={[
            { name: "income", label: t("reports.trend.income"), color: "teal.6" },
            { name: "purchases", label: t("reports.trend.purchases"), color: "orange.6" },
            { name: "expenses", label: t("reports.trend.expenses"), color: "red.6" },
            { name: "net", label: t("reports.trend.net"), color: "blue.6" },
          ]}
          curveType="linear"
          withDots={(summary?.by_date.length ?? 0) <= 60}
          withLegend
          valueFormatter={(value) => formatDollars(value)}
          xAxisProps={{ minTickGap: 24 }}
          data-testid="trend-chart"
        />
      ) : (
        <Stack gap="sm">
          <ScrollArea.Autosize mah={520} type="auto">
            <Table striped highlightOnHover stickyHeader data-testid="trend-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("reports.trend.date")}</Table.Th>
                  <Table.Th>{t("reports.trend.store")}</Table.Th>
                  <Table.Th ta="right">{t("reports.trend.income")}</Table.Th>
                  <Table.Th ta="right">{t("reports.trend.purchases")}</Table.Th>
                  <Table.Th ta="right">{t("reports.trend.expenses")}</Table.Th>
                  <Table.Th ta="right">{t("reports.trend.net")}</Table.Th>
                  <Table.Th ta="right">{t("reports.trend.transactions")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={`${row.date}|${row.store_id}`} data-testid="trend-row">
                    <Table.Td style={{ whiteSpace: "nowrap" }}>{reportDate(row.date)}</Table.Td>
                    <Table.Td>{row.store}</Table.Td>
                    <Table.Td ta="right">{formatDollars(row.income)}</Table.Td>
                    <Table.Td ta="right">{formatDollars(row.purchases)}</Table.Td>
                    <Table.Td ta="right">{formatDollars(row.expenses)}</Table.Td>
                    <Table.Td ta="right" c={row.net < 0 ? "red" : undefined}>
                      {formatDollars(row.net)}
                    </Table.Td>
                    <Table.Td ta="right">{row.transactions}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
              {summary ? (
                <Table.Tfoot>
                  <Table.Tr fw={700} data-testid="trend-total">
                    <Table.Td>{t("reports.trend.total")}</Table.Td>
                    <Table.Td />
                    <Table.Td ta="right">{formatDollars(summary.totals.income)}</Table.Td>
                    <Table.Td ta="right">{formatDollars(summary.totals.purchases)}</Table.Td>
                    <Table.Td ta="right">{formatDollars(summary.totals.expenses)}</Table.Td>
                    <Table.Td ta="right">{formatDollars(summary.totals.net)}</Table.Td>
                    <Table.Td ta="right">{summary.totals.transactions}</Table.Td>
                  </Table.Tr>
                </Table.Tfoot>
              ) : null}
            </Table>
          </ScrollArea.Autosize>
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
