import { Card, Group, SimpleGrid, Text } from "@mantine/core";
import type { TFinancialReport } from "@storeops/domain";
import { useTranslation } from "react-i18next";
import { StatHint } from "../../components/StatCard.tsx";
import { formatCount, formatDollars } from "../../lib/format.ts";

function Figure({
  label,
  value,
  hint,
  negative,
  testId,
}: {
  label: string;
  value: string;
  hint?: string;
  negative?: boolean;
  testId: string;
}) {
  return (
    <Card withBorder radius="md" padding="md" data-testid={testId}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      <Text
        fz={{ base: 18, sm: 22 }}
        fw={700}
        mt={4}
        c={negative ? "red" : undefined}
        data-testid={`${testId}-value`}
        style={{ overflowWrap: "anywhere" }}
      >
        {value}
      </Text>
      <StatHint hint={hint} />
    </Card>
  );
}

const percent = (value: number) => `${value.toFixed(2)}%`;

/** The four cards (spec 2 §2.3), then the real cash/card/other split, labour cost and labour %. */
export function ReportCards({ report }: { report: TFinancialReport }) {
  const { t } = useTranslation();
  const s = report.summary;
  const records = (count: number) => t("reports.cards.records", { count });
  const figures: Array<[string, string, string, string]> = [
    ["income", formatDollars(s.total_income), records(s.income_record_count), "report-income"],
    ["purchases", formatDollars(s.total_purchases), records(s.purchase_count), "report-purchases"],
    ["expenses", formatDollars(s.total_expenses), records(s.expense_count), "report-expenses"],
    [
      "net",
      formatDollars(s.net_profit),
      t("reports.cards.margin", { value: percent(s.margin) }),
      "report-net",
    ],
  ];
  const split: Array<[string, string, string]> = [
    ["cash", formatDollars(s.income_cash), "report-cash"],
    ["card", formatDollars(s.income_card), "report-card"],
    ["other", formatDollars(s.income_other), "report-other"],
    ["labour", formatDollars(s.labour_cost), "report-labour"],
    ["labourPercent", percent(s.labour_percent), "report-labour-percent"],
    ["averageIncome", formatDollars(s.average_daily_income), "report-average-income"],
    ["averageNet", formatDollars(s.average_daily_net), "report-average-net"],
    ["transactions", formatCount(s.transaction_count), "report-transactions"],
  ];
  return (
    <>
      <SimpleGrid
        cols={{ base: 1, xs: 2, lg: 4 }}
        spacing={{ base: "xs", sm: "md" }}
        data-testid="report-cards"
      >
        {figures.map(([key, value, hint, testId]) => (
          <Figure
            key={key}
            label={t(`reports.cards.${key}`)}
            value={value}
            hint={hint}
            negative={key === "net" && s.net_profit < 0}
            testId={testId}
          />
        ))}
      </SimpleGrid>
      <Card withBorder radius="md" padding="sm">
        <Group gap="lg" wrap="wrap">
          {split.map(([key, value, testId]) => (
            <div key={key} data-testid={testId}>
              <Text size="xs" c="dimmed">
                {t(`reports.split.${key}`)}
              </Text>
              <Text fw={600}>{value}</Text>
            </div>
          ))}
        </Group>
      </Card>
    </>
  );
}
