import { Anchor, Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { MSG } from "@storeops/domain";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { useRecordActions } from "../../components/useRecordActions.ts";
import { formatBusinessDate, formatDollars } from "../../lib/format.ts";
import { listRows } from "../../lib/rest.ts";
import { QueryRows } from "./QueryRows.tsx";

const SOURCES = {
  purchases: { date: "purchase_date", label: "vendor", route: "/purchases", entity: "purchase" },
  expenses: { date: "expense_date", label: "description", route: "/expenses", entity: "expense" },
} as const;

interface PendingRow {
  id: string;
  date: string | null;
  label: string | null;
  store_name: string | null;
  amount: number;
  allowed_actions?: string[];
}

/**
 * The 5 newest pending purchases or expenses, newest first, each with Approve (the same action
 * route and server rule as the screens; a refusal shows the server's message) and Review.
 */
export function PendingList({ table, title }: { table: keyof typeof SOURCES; title: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const source = SOURCES[table];
  const [busy, setBusy] = useState<string | null>(null);
  const actions = useRecordActions(table, {
    approved: MSG[`${source.entity}Approved`],
    approveError: MSG[`${source.entity}ApproveError`],
    rejected: "",
    rejectError: "",
    deleted: "",
    deleteError: "",
  });
  const query = useQuery({
    queryKey: ["rest", table, { pending: 5 }],
    queryFn: async ({ signal }) => {
      const result = await listRows<Record<string, unknown>>(
        table,
        {
          select: ["id", source.date, source.label, "store_name", "amount", "status", "created_at"],
          order: "created_at.desc",
          limit: 5,
          eq: { status: "pending" },
        },
        signal,
      );
      return result.rows.map(
        (row): PendingRow => ({
          id: String(row.id),
          date: (row[source.date] as string | null) ?? null,
          label: (row[source.label] as string | null) ?? null,
          store_name: (row.store_name as string | null) ?? null,
          amount: Number(row.amount ?? 0),
          allowed_actions: row.allowed_actions as string[] | undefined,
        }),
      );
    },
  });
  const approve = async (id: string) => {
    setBusy(id);
    await actions.approve(id);
    setBusy(null);
  };
  return (
    <Card withBorder radius="md" padding="md" data-testid={`pending-${table}`}>
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        <Anchor component={Link} to={`${source.route}?status=pending`} size="sm">
          {t("dashboard.viewAll")}
        </Anchor>
      </Group>
      <QueryRows query={query} empty={t("dashboard.nothingPending")}>
        {(rows) => (
          <Stack gap="sm">
            {rows.map((row) => (
              <Group key={row.id} justify="space-between" wrap="wrap" gap="xs" data-testid="pending-row">
                <div style={{ minWidth: 0, flex: "1 1 160px" }}>
                  <Text size="sm" fw={600} truncate>
                    {row.label ?? t("dashboard.noDescription")}
                  </Text>
                  <Text size="xs" c="dimmed" truncate>
                    {[row.store_name, row.date && formatBusinessDate(row.date), formatDollars(row.amount)]
                      .filter(Boolean)
                      .join(" · ")}
                  </Text>
                </div>
                <Group gap={6} wrap="nowrap">
                  {(row.allowed_actions ?? []).includes("approve") && (
                    <Button
                      size="xs"
                      loading={busy === row.id}
                      onClick={() => void approve(row.id)}
                      data-testid="pending-approve"
                    >
                      {t("dashboard.approve")}
                    </Button>
                  )}
                  <Button
                    size="xs"
                    variant="default"
                    onClick={() => void navigate(`${source.route}?id=${row.id}`)}
                    data-testid="pending-review"
                  >
                    {t("dashboard.review")}
                  </Button>
                </Group>
              </Group>
            ))}
          </Stack>
        )}
      </QueryRows>
    </Card>
  );
}
