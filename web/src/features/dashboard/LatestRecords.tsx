import { Anchor, Card, Group, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { CellValue } from "../../components/CellValue.tsx";
import { formatBusinessDate } from "../../lib/format.ts";
import { listRows } from "../../lib/rest.ts";
import { QueryRows } from "./QueryRows.tsx";

interface TransactionRow {
  id: string;
  date: string | null;
  label: string | null;
  store_name: string | null;
  amount: number;
  status: string | null;
}

const SOURCES = {
  purchases: { date: "purchase_date", label: "vendor", route: "/purchases" },
  expenses: { date: "expense_date", label: "description", route: "/expenses" },
} as const;

interface LatestRecordsProps {
  table: keyof typeof SOURCES;
  title: string;
  limit: number;
  status?: string;
}

/** The newest purchases or expenses the user may read, straight from the data API. */
export function LatestRecords({ table, title, limit, status }: LatestRecordsProps) {
  const { t } = useTranslation();
  const source = SOURCES[table];
  const query = useQuery({
    queryKey: ["rest", table, { latest: limit, status }],
    queryFn: async ({ signal }) => {
      const result = await listRows<Record<string, unknown>>(
        table,
        {
          select: ["id", source.date, source.label, "store_name", "amount", "status"],
          order: `${source.date}.desc`,
          limit,
          eq: status ? { status } : undefined,
        },
        signal,
      );
      return result.rows.map(
        (row): TransactionRow => ({
          id: String(row.id),
          date: (row[source.date] as string | null) ?? null,
          label: (row[source.label] as string | null) ?? null,
          store_name: (row.store_name as string | null) ?? null,
          amount: Number(row.amount ?? 0),
          status: (row.status as string | null) ?? null,
        }),
      );
    },
  });

  const link = status ? `${source.route}?status=${status}` : source.route;

  return (
    <Card withBorder radius="md" padding="md" data-testid={`latest-${table}${status ? `-${status}` : ""}`}>
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        <Anchor component={Link} to={link} size="sm">
          {t("dashboard.viewAll")}
        </Anchor>
      </Group>
      <QueryRows query={query} empty={t("dashboard.nothingYet")}>
        {(rows) => (
          <Stack gap="xs">
            {rows.map((row) => (
              <Group key={row.id} justify="space-between" wrap="nowrap" gap="sm">
                <div style={{ minWidth: 0 }}>
                  <Text size="sm" fw={600} truncate>
                    {row.label ?? t("dashboard.noDescription")}
                  </Text>
                  <Text size="xs" c="dimmed" truncate>
                    {[row.store_name, row.date && formatBusinessDate(row.date)].filter(Boolean).join(" · ")}
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
