// The chart library (recharts, about 100 KB gzipped) as a chunk of its own: LazyLineChart loads it
// after the page's figures are on screen.
import "@mantine/charts/styles.css";

export { LineChart as default } from "@mantine/charts";
