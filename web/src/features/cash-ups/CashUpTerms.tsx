import { Alert, Badge, Group, Paper, Stack, Table, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { formatDollars } from "../../lib/format.ts";

/** The terms of the expected cash, in dollars, as the screen shows them one by one. */
export interface TermsView {
  opening_float: number;
  cash_takings: number;
  cash_purchases: number;
  cash_expenses: number;
  cash_drops: number;
  expected: number;
  counted: number | null;
  variance: number | null;
  /** The store's tolerance; absent where it is not known (an approved record). */
  tolerance?: number;
  /** Beyond the tolerance (the count form's reading of the domain's rule). */
  needsReason?: boolean;
}

/** The variance in words: balanced, short by, over by. */
export function VarianceBadge({ variance }: { variance: number | null }) {
  const { t } = useTranslation();
  if (variance === null) return null;
  const amount = formatDollars(Math.abs(variance));
  if (Math.abs(variance) < 0.005)
    return (
      <Badge color="teal" variant="dot" data-testid="variance-badge">
        {t("cashUps.count.balanced")}
      </Badge>
    );
  return (
    <Badge color={variance < 0 ? "red" : "orange"} variant="dot" data-testid="variance-badge">
      {t(variance < 0 ? "cashUps.count.short" : "cashUps.count.over", { amount })}
    </Badge>
  );
}

/**
 * What the drawer should hold, term by term (float + cash takings − cash paid out − drops =
 * expected), the count and the difference, with what the difference means for approval.
 */
export function CashUpTerms({ terms }: { terms: TermsView }) {
  const { t } = useTranslation();
  const rows = [
    ["", "openingFloat", terms.opening_float],
    ["+", "cashTakings", terms.cash_takings],
    ["−", "cashPurchases", terms.cash_purchases],
    ["−", "cashExpenses", terms.cash_expenses],
    ["−", "cashDrops", terms.cash_drops],
  ] as const;
  const over = terms.needsReason ?? false;
  return (
    <Paper withBorder p="sm" radius="md" style={{ gridColumn: "1 / -1" }} data-testid="cash-up-terms">
      <Stack gap="xs">
        <Text fw={600}>{t("cashUps.count.termsTitle")}</Text>
        <Table withRowBorders={false} verticalSpacing={2} fz="sm">
          <Table.Tbody>
            {rows.map(([sign, key, value]) => (
              <Table.Tr key={key}>
                <Table.Td w={16} c="dimmed" aria-hidden>
                  {sign}
                </Table.Td>
                <Table.Td>{t(`cashUps.fields.${key}`)}</Table.Td>
                <Table.Td ta="right" data-testid={`term-${key}`}>
                  {formatDollars(value)}
                </Table.Td>
              </Table.Tr>
            ))}
            <Table.Tr style={{ borderTop: "1px solid var(--mantine-color-default-border)" }}>
              <Table.Td aria-hidden>=</Table.Td>
              <Table.Td fw={700}>{t("cashUps.fields.expected")}</Table.Td>
              <Table.Td ta="right" fw={700} data-testid="term-expected">
                {formatDollars(terms.expected)}
              </Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Td />
              <Table.Td>{t("cashUps.fields.counted")}</Table.Td>
              <Table.Td ta="right" data-testid="term-counted">
                {terms.counted === null ? "—" : formatDollars(terms.counted)}
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600}>{t("cashUps.fields.variance")}</Text>
          {terms.variance === null ? (
            <Text size="sm" c="dimmed">
              {t("cashUps.count.notCounted")}
            </Text>
          ) : (
            <VarianceBadge variance={terms.variance} />
          )}
        </Group>
        {terms.tolerance !== undefined && terms.variance !== null && (
          <Alert variant="light" color={over ? "orange" : "teal"} p="xs" data-testid="tolerance-note">
            {t(over ? "cashUps.count.needsReason" : "cashUps.count.withinTolerance", {
              tolerance: formatDollars(terms.tolerance),
            })}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
