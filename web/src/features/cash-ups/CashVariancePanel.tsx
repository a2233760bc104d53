import { ScrollArea, Text } from "@mantine/core";
import type { TCashVarianceReport } from "@storeops/domain";
import { useTranslation } from "react-i18next";
import { type FigureColumn, FigureTable } from "../../components/FigureTable.tsx";
import { Panel } from "../../components/Panel.tsx";
import { formatDollars } from "../../lib/format.ts";
import { useCashVariance } from "./cash-ups.api.ts";

type Row = TCashVarianceReport["rows"][number];

const monthLabel = (month: string, language: string) =>
  new Date(`${month}-15T12:00:00Z`).toLocaleDateString(language, {
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  });

/**
 * Variance per store, this month and last (GET /api/reports/cash-variance?months=2): a
 * table at desktop widths, a card per store and month on phones.
 */
export function CashVariancePanel() {
  const { t, i18n } = useTranslation();
  const report = useCashVariance();
  const rows = report.data?.rows ?? [];
  const columns: FigureColumn<Row>[] = [
    {
      key: "store",
      title: t("kit.fields.store"),
      render: (row) => `${row.store_name} · ${monthLabel(row.month, i18n.language)}`,
    },
    { key: "cash_ups", title: t("cashUps.variance.cashUps"), render: (row) => row.cash_ups, figure: true },
    { key: "waiting", title: t("cashUps.variance.waiting"), render: (row) => row.waiting, figure: true },
    {
      key: "short",
      title: t("cashUps.variance.short"),
      render: (row) => formatDollars(row.short),
      figure: true,
    },
    {
      key: "over",
      title: t("cashUps.variance.over"),
      render: (row) => formatDollars(row.over),
      figure: true,
    },
    {
      key: "total",
      title: t("cashUps.variance.total"),
      render: (row) => formatDollars(row.total_variance),
      figure: true,
    },
  ];
  return (
    <Panel title={t("cashUps.variance.title")} testId="cash-variance">
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {report.isPending ? "…" : t("cashUps.variance.empty")}
        </Text>
      ) : (
        <FigureTable
          columns={columns}
          rows={rows}
          rowKey={(row) => `${row.store_id}:${row.month}`}
          testId="cash-variance"
          // Many stores: the table keeps to a screenful and scrolls within itself.
          frame={(table) => <ScrollArea.Autosize mah={320}>{table}</ScrollArea.Autosize>}
        />
      )}
    </Panel>
  );
}
