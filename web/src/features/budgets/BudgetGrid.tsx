import { Card, NumberInput, SimpleGrid, Table, Text } from "@mantine/core";
import { BUDGET_LINES, type BudgetLine } from "@storeops/domain";
import { useTranslation } from "react-i18next";
import { formatDollars } from "../../lib/format.ts";
import { useIsPhone } from "../../lib/useIsPhone.ts";

/** The grid's values by `YYYY-MM|line`: dollars, or "" for no budget. */
export type GridValues = Record<string, number | "">;

export const cellKey = (month: string, line: BudgetLine) => `${month}|${line}`;

/** The twelve months of a year (YYYY-MM). */
export const yearMonths = (year: number) =>
  Array.from({ length: 12 }, (_, index) => `${year}-${String(index + 1).padStart(2, "0")}`);

/**
 * A store's year of budgets: a row per month and a column per line at ≥ 1024 px, a card per month on
 * phones; the year's total per line under it. Read-only for who only reads budgets.
 */
export function BudgetGrid({
  year,
  values,
  readOnly,
  onChange,
}: {
  year: number;
  values: GridValues;
  readOnly: boolean;
  onChange: (key: string, value: number | "") => void;
}) {
  const { t, i18n } = useTranslation();
  const isPhone = useIsPhone();
  const months = yearMonths(year);
  const monthName = (month: string) =>
    new Date(Date.UTC(year, Number(month.slice(5, 7)) - 1, 1)).toLocaleDateString(i18n.language, {
      month: "long",
      timeZone: "UTC",
    });
  const input = (month: string, line: BudgetLine) => (
    <NumberInput
      aria-label={`${t(`budgets.lines.${line}`)} · ${monthName(month)}`}
      value={values[cellKey(month, line)] ?? ""}
      onChange={(value) => onChange(cellKey(month, line), typeof value === "number" ? value : "")}
      min={0}
      decimalScale={2}
      thousandSeparator=","
      prefix="$"
      hideControls
      styles={{ input: { textAlign: "right" } }}
      readOnly={readOnly}
      size="sm"
      data-testid={`budget-${month}-${line}`}
    />
  );
  const total = (line: BudgetLine) =>
    formatDollars(
      months.reduce((sum, month) => sum + Math.round(Number(values[cellKey(month, line)] || 0) * 100), 0) /
        100,
    );
  if (isPhone)
    return (
      <SimpleGrid cols={1} spacing="sm" data-testid="budget-grid-cards">
        {months.map((month) => (
          <Card key={month} withBorder radius="md" padding="sm">
            <Text fw={700} size="sm" mb={6}>
              {monthName(month)}
            </Text>
            <SimpleGrid cols={2} spacing="xs">
              {BUDGET_LINES.map((line) => (
                <div key={line}>
                  <Text size="xs" c="dimmed">
                    {t(`budgets.lines.${line}`)}
                  </Text>
                  {input(month, line)}
                </div>
              ))}
            </SimpleGrid>
          </Card>
        ))}
        <Card withBorder radius="md" padding="sm" data-testid="budget-totals">
          <Text fw={700} size="sm" mb={6}>
            {t("budgets.total")}
          </Text>
          <SimpleGrid cols={2} spacing="xs">
            {BUDGET_LINES.map((line) => (
              <Text key={line} size="sm">
                {t(`budgets.lines.${line}`)}: <b>{total(line)}</b>
              </Text>
            ))}
          </SimpleGrid>
        </Card>
      </SimpleGrid>
    );
  return (
    <Table striped data-testid="budget-grid">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t("budgets.month")}</Table.Th>
          {BUDGET_LINES.map((line) => (
            <Table.Th key={line} ta="right">
              {t(`budgets.lines.${line}`)}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {months.map((month) => (
          <Table.Tr key={month}>
            <Table.Td style={{ whiteSpace: "nowrap" }}>{monthName(month)}</Table.Td>
            {BUDGET_LINES.map((line) => (
              <Table.Td key={line}>{input(month, line)}</Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
      <Table.Tfoot>
        <Table.Tr fw={700} data-testid="budget-totals">
          <Table.Td>{t("budgets.total")}</Table.Td>
          {BUDGET_LINES.map((line) => (
            <Table.Td key={line} ta="right" data-testid={`budget-total-${line}`}>
              {total(line)}
            </Table.Td>
          ))}
        </Table.Tr>
      </Table.Tfoot>
    </Table>
  );
}
