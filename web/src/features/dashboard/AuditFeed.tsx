import { Alert, Anchor, Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { IconRefresh } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatInstant } from "../../lib/format.ts";
import { listRows } from "../../lib/rest.ts";

interface AuditRow {
  id: string;
  action: string;
  user_name: string | null;
  description: string | null;
  target_table: string | null;
  created_at: string;
}

/** Business Overview: the five latest audit-log entries. */
export function AuditFeed() {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: ["rest", "audit_logs", { latest: 5 }],
    queryFn: ({ signal }) =>
      listRows<AuditRow>(
        "audit_logs",
        {
          select: ["id", "action", "user_name", "description", "target_table", "created_at"],
          order: "created_at.desc",
          limit: 5,
        },
        signal,
      ),
  });
  return (
    <Card withBorder radius="md" padding="md" data-testid="business-overview">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">
          {t("dashboard.businessOverview")}
        </Title>
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconRefresh size={14} aria-hidden />}
          loading={query.isFetching}
          onClick={() => void query.refetch()}
        >
          {t("dashboard.refresh")}
        </Button>
      </Group>
      {query.isError ? (
        <Alert color="red">{query.error.message}</Alert>
      ) : query.isPending ? (
        <Text size="sm" c="dimmed">
          {t("common.loading")}
        </Text>
      ) : query.data.rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t("dashboard.nothingYet")}
        </Text>
      ) : (
        <Stack gap="xs">
          {query.data.rows.map((row) => (
            <div key={row.id}>
              <Text size="sm" fw={600} lineClamp={1}>
                {row.description ?? `${row.action} ${row.target_table ?? ""}`}
              </Text>
              <Text size="xs" c="dimmed">
                {[row.user_name, formatInstant(row.created_at)].filter(Boolean).join(" · ")}
              </Text>
            </div>
          ))}
        </Stack>
      )}
      <Anchor component={Link} to="/audit" size="sm" mt="sm" display="block">
        {t("dashboard.viewAllActivities")}
      </Anchor>
    </Card>
  );
}
