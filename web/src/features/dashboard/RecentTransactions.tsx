import { Card, Group, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { CellValue } from "../../components/CellValue.tsx";
import { formatBusinessDate } from "../../lib/format.ts";
import { listRows } from "../../lib/rest.ts";
import { mergeByDate, type Transaction } from "./merge-transactions.ts";
import { QueryRows } from "./QueryRows.tsx";

const SELECTS = {
  purchases: ["id", "purchase_date", "vendor", "store_name", "amount", "status", "created_at"],
  expenses: ["id", "expense_date", "description", "store_name", "amount", "status", "created_at"],
} as const;

async function latest(table: "purchases" | "expenses", signal: AbortSignal): Promise<Transaction[]> {
  const date = table === "purchases" ? "purchase_date" : "expense_date";
  const result = await listRows<Record<string, unknown>>(
    table,
    { select: SELECTS[table], order: `${date}.desc`, limit: 6 },
    signal,
  );
  return result.rows.map((row) => ({
    id: String(row.id),
    kind: table === "purchases" ? "purchase" : "expense",
    date: String(row[date] ?? ""),
    created_at: String(row.created_at ?? ""),
    label: (row[table === "purchases" ? "vendor" : "description"] as string | null) ?? null,
    store_name: (row.store_name as string | null) ?? null,
    amount: Number(row.amount ?? 0),
    status: (row.status as string | null) ?? null,
  }));
}

/** The 6 most recent purchases and expenses together, newest date first (financial dashboard). */
export function RecentTransactions() {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: ["rest", "purchases", "expenses", { recent: 6 }],
    queryFn: async ({ signal }) => {
      const [purchases, expenses] = await Promise.all([
        latest("purchases", signal),
        latest("expenses", signal),
      ]);
      return mergeByDate(purchases, expenses, 6);
    },
  });
  return (
    <Card withBorder radius="md" padding="md" data-testid="recent-transactions">
      <Title order={2} size="h4" mb="sm">
        {t("dashboard.recentTransactions")}
      </Title>
      <QueryRows query={query} empty={t("dashboard.nothingYet")}>
        {(rows) => (
          <Stack gap="xs">
            {rows.map((row) => (
              <Group key={`${row.kind}-${row.id}`} justify="space-between" wrap="nowrap" gap="sm">
                <div style={{ minWidth: 0 }}>
                  <Text size="sm" fw={600} truncate>
                    {row.label ?? t("dashboard.noDescription")}
                  </Text>
                  <Text size="xs" c="dimmed" truncate>
                    {[
                      t(`dashboard.kind.${row.kind}`),
                      row.store_name,
                      row.date && formatBusinessDate(row.date),
                    ]
                      .filter(Boolean)
                      .join(" · ")}
                  </Text>
                </div>
                <Stack gap={2} align="flex-end" style={{ flexShrink: 0 }}>
                  <Text size="sm" fw={600}>
                    <CellValue column="amount" kind="money" value={row.amount} />
                  </Text>
                  <CellValue column="status" kind="enum" value={row.status} />
                </Stack>
              </Group>
            ))}
          </Stack>
        )}
      </QueryRows>
    </Card>
  );
}
