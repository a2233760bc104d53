// The chart legend draws its colours with ColorSwatch, whose styles the app does not load elsewhere.
import "@mantine/core/styles/ColorSwatch.css";
import { Chip, ColorSwatch, Group, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { LazyLineChart } from "../../components/charts/LazyLineChart.tsx";
import { Panel } from "../../components/Panel.tsx";
import { formatDollarsWhole } from "../../lib/format.ts";
import type { DashboardData } from "./dashboard.api.ts";
import classes from "./RevenueTrend.module.css";
import { leadingStores, MAX_CHART_STORES, revenueSeries } from "./revenue-series.ts";

/**
 * Okabe and Ito's colours, told apart with every common kind of colour blindness (their yellow
 * and black left out: yellow vanishes on white, black in the dark theme). A colour belongs to a
 * place in the chosen stores, so the five drawn are always five different colours.
 */
const PALETTE = ["#0072B2", "#E69F00", "#009E73", "#CC79A7", "#D55E00"] as const;

/**
 * CEO: each store's revenue per month over the last 12 months (GET /api/dashboard revenue_trend),
 * at most five stores at once (the highest first); the store chips choose which, and are the
 * chart's legend.
 */
export function RevenueTrend({ data }: { data: DashboardData }) {
  const { t } = useTranslation();
  const { points, stores } = revenueSeries(data.revenue_trend, data.stores ?? []);
  const [chosen, setChosen] = useState<string[] | null>(null);
  const shown = (chosen ?? leadingStores(stores)).filter((id) => stores.some((store) => store.id === id));
  const full = shown.length >= MAX_CHART_STORES;
  return (
    <Panel
      title={t("dashboard.revenueTrend")}
      testId="revenue-trend"
      empty={stores.length === 0 && t("dashboard.nothingYet")}
    >
      <Text size="xs" c="dimmed" mb={6} id="revenue-trend-pick">
        {t("dashboard.revenueTrendPick", { count: MAX_CHART_STORES })}
      </Text>
      <Chip.Group multiple value={shown} onChange={(ids) => setChosen(ids.slice(0, MAX_CHART_STORES))}>
        <Group
          gap={6}
          mb="md"
          className={classes.picker}
          role="group"
          aria-labelledby="revenue-trend-pick"
          data-testid="revenue-trend-picker"
        >
          {stores.map((store) => {
            const slot = shown.indexOf(store.id);
            return (
              <Chip
                key={store.id}
                value={store.id}
                size="sm"
                variant="outline"
                disabled={slot < 0 && full}
                // The series' colour beside the name (the text keeps the theme's contrast).
                icon={<ColorSwatch color={PALETTE[slot] ?? PALETTE[0]} size={12} withShadow={false} />}
                wrapperProps={{ "data-testid": "revenue-trend-store" }}
              >
                {store.name}
              </Chip>
            );
          })}
        </Group>
      </Chip.Group>
      <LazyLineChart
        h={300}
        data={points}
        dataKey="month"
        series={shown.map((id, slot) => ({
          name: id,
          label: stores.find((store) => store.id === id)?.name ?? id,
          color: PALETTE[slot] ?? PALETTE[0],
        }))}
        curveType="monotone"
        strokeWidth={2.5}
        valueFormatter={(value) => formatDollarsWhole(value)}
        yAxisProps={{ width: 72 }}
        data-testid="revenue-trend-chart"
      />
    </Panel>
  );
}
