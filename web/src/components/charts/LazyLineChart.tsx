import "@mantine/core/styles/Skeleton.css";
import type { LineChartProps } from "@mantine/charts";
import { Skeleton } from "@mantine/core";
import { lazy, Suspense } from "react";

const LineChart = lazy(() => import("./line-chart.ts"));

/**
 * Mantine's LineChart, loaded on first use: the dashboard and the report paint their figures
 * without waiting for the chart library, and a placeholder of the chart's height keeps the page
 * from jumping when it arrives (Lighthouse, issue #28 item 12).
 */
export function LazyLineChart(props: LineChartProps) {
  return (
    <Suspense fallback={<Skeleton h={props.h ?? 300} radius="sm" aria-hidden />}>
      <LineChart {...props} />
    </Suspense>
  );
}
