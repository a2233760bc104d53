import { Anchor, Button, Group, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { Panel } from "../../components/Panel.tsx";
import { useRecordActions } from "../../components/useRecordActions.ts";
import { formatBusinessDate, formatDollars } from "../../lib/format.ts";
import { MSG } from "../../lib/messages.ts";
import { useDashboard } from "./dashboard.api.ts";
import type { TransactionRow } from "./dashboard-rows.ts";

const SOURCES = {
  purchases: { route: "/purchases", entity: "purchase" },
  expenses: { route: "/expenses", entity: "expense" },
} as const;

interface PendingListProps {
  table: keyof typeof SOURCES;
  title: string;
  /** The 5 newest pending records with this caller's allowed_actions, from GET /api/dashboard. */
  rows: readonly TransactionRow[];
}

/**
 * The 5 newest pending purchases or expenses, newest first, each with Approve (when the server
 * allows it: the same action route and rule as the screens) and Review. A refusal shows the
 * server's message; either way the dashboard is fetched again.
 */
export function PendingList({ table, title, rows }: PendingListProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const dashboard = useDashboard();
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
  const approve = async (id: string) => {
    setBusy(id);
    // A success already refetched the dashboard with the lists (invalidateTable).
    if (!(await actions.approve(id))) await dashboard.refetch();
    setBusy(null);
  };
  return (
    <Panel
      title={title}
      testId={`pending-${table}`}
      action={
        <Anchor component={Link} to={`${source.route}?status=pending`} size="sm">
          {t("dashboard.viewAll")}
        </Anchor>
      }
      empty={rows.length === 0 && t("dashboard.nothingPending")}
    >
      <Stack gap="sm">
        {rows.map((row) => (
          <Group key={row.id} justify="space-between" wrap="wrap" gap="xs" data-testid="pending-row">
            <Group wrap="nowrap" gap="sm" align="start" style={{ minWidth: 0, flex: "1 1 220px" }}>
              <div style={{ minWidth: 0, flex: 1 }}>
                <Text size="sm" fw={600} lineClamp={2}>
                  {row.label ?? t("dashboard.noDescription")}
                </Text>
                <Text size="xs" c="dimmed" truncate>
                  {[row.store_name, formatBusinessDate(row.date)].filter(Boolean).join(" · ")}
                </Text>
              </div>
              {/* The amount on its own, never cut: in the dimmed line a phone showed "$192.…". */}
              <Text
                size="sm"
                fw={600}
                style={{ flexShrink: 0, whiteSpace: "nowrap" }}
                data-testid="pending-amount"
              >
                {formatDollars(row.amount)}
              </Text>
            </Group>
            <Group gap={6} wrap="nowrap" ml="auto">
              {row.allowed_actions.includes("approve") && (
                <Button
                  size="xs"
                  loading={busy === row.id}
                  disabled={busy !== null && busy !== row.id}
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
    </Panel>
  );
}
