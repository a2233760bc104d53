// The chart legend draws its colours with ColorSwatch, whose styles the app does not load elsewhere.
import "@mantine/core/styles/ColorSwatch.css";
import "@mantine/charts/styles.css";
import { LineChart } from "@mantine/charts";
import { useTranslation } from "react-i18next";
import { Panel } from "../../components/Panel.tsx";
import { formatDollarsWhole } from "../../lib/format.ts";
import type { DashboardData } from "./dashboard.api.ts";
import { revenueSeries } from "./revenue-series.ts";

const COLORS = [
  "blue.6",
  "teal.6",
  "orange.6",
  "grape.6",
  "red.6",
  "cyan.6",
  "lime.7",
  "pink.6",
  "indigo.6",
  "yellow.7",
];

/** CEO: each store's revenue per month over the last 12 months (GET /api/dashboard revenue_trend). */
export function RevenueTrend({ data }: { data: DashboardData }) {
  const { t } = useTranslation();
  const { points, stores } = revenueSeries(data.revenue_trend, data.stores ?? []);
  return (
    <Panel
      title={t("dashboard.revenueTrend")}
      testId="revenue-trend"
      empty={stores.length === 0 && t("dashboard.nothingYet")}
    >
      <LineChart
        h={300}
        data={points}
        dataKey="month"
        series={stores.map((store, index) => ({
          name: store.id,
          label: store.name,
          color: COLORS[index % COLORS.length] ?? "blue.6",
        }))}
        curveType="monotone"
        withLegend
        legendProps={{ verticalAlign: "bottom" }}
        valueFormatter={(value) => formatDollarsWhole(value)}
      />
    </Panel>
  );
}
