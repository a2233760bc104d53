// The chart legend draws its colours with ColorSwatch, whose styles the app does not load elsewhere.
import "@mantine/core/styles/ColorSwatch.css";
import "@mantine/charts/styles.css";
import { LineChart } from "@mantine/charts";
import {
  Group,
  Paper,
  ScrollArea,
  SegmentedControl,
  Select,
  Table,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { MSG, type TFinancialReport } from "@storeops/domain";
import { IconSearch } from "@tabler/icons-react";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatDollars } from "../../lib/format.ts";
import { reportDate } from "./reports.api.ts";
import { type TrendFilter, trendByDate, trendRows, trendTotals } from "./trend.ts";

/** Trend Analysis: search, a filter and a Chart/Table switch; every row in the table, every date in the chart. */
export function TrendAnalysis({ report }: { report: TFinancialReport }) {
  const { t } = useTranslation();
  const [view, setView] = useState<"chart" | "table">("chart");
  const [search, setSearch] = useState("");
  const [show, setShow] = useState<TrendFilter>("all");
  const rows = useMemo(() => trendRows(report.trend, search, show), [report.trend, search, show]);
  const byDate = useMemo(() => trendByDate(rows), [rows]);
  const totals = trendTotals(rows);
  const money = (cents: number) => formatDollars(cents / 100);
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
        <TextInput
          leftSection={<IconSearch size={16} aria-hidden />}
          placeholder={t("reports.trend.search")}
          aria-label={t("reports.trend.search")}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          style={{ flex: "1 1 220px" }}
          data-testid="trend-search"
        />
        <Select
          aria-label={t("reports.trend.filter")}
          data={[
            { value: "all", label: t("reports.trend.allRows") },
            { value: "income", label: t("reports.trend.withIncome") },
            { value: "loss", label: t("reports.trend.withLoss") },
          ]}
          value={show}
          onChange={(value) => setShow((value as TrendFilter) ?? "all")}
          allowDeselect={false}
          w={200}
          data-testid="trend-filter"
        />
        <Text size="sm" c="dimmed">
          {t("reports.trend.rows", { count: rows.length })}
        </Text>
      </Group>
      {rows.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl" data-testid="trend-empty">
          {MSG.reportNoData}
        </Text>
      ) : view === "chart" ? (
        <LineChart
          h={320}
          data={byDate.map((row) => ({ ...row, label: reportDate(row.date) }))}
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
          data-testid="trend-chart"
        />
      ) : (
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
            <Table.Tfoot>
              <Table.Tr fw={700} data-testid="trend-total">
                <Table.Td>{t("reports.trend.total")}</Table.Td>
                <Table.Td />
                <Table.Td ta="right">{money(totals.income)}</Table.Td>
                <Table.Td ta="right">{money(totals.purchases)}</Table.Td>
                <Table.Td ta="right">{money(totals.expenses)}</Table.Td>
                <Table.Td ta="right">{money(totals.net)}</Table.Td>
                <Table.Td ta="right">{totals.transactions}</Table.Td>
              </Table.Tr>
            </Table.Tfoot>
          </Table>
        </ScrollArea.Autosize>
      )}
    </Paper>
  );
}
