import { Alert, Anchor, Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import type { TDashboardAuditEntry } from "@storeops/domain";
import { IconRefresh } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatInstant } from "../../lib/format.ts";
import { useDashboard } from "./dashboard.api.ts";

/** Business Overview: the five latest audit-log entries; Refresh fetches the dashboard again. */
export function AuditFeed({ entries }: { entries: readonly TDashboardAuditEntry[] }) {
  const { t } = useTranslation();
  const dashboard = useDashboard();
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
          loading={dashboard.isFetching}
          onClick={() => void dashboard.refetch()}
        >
          {t("dashboard.refresh")}
        </Button>
      </Group>
      {dashboard.isRefetchError && (
        <Alert color="red" mb="sm">
          {dashboard.error.message}
        </Alert>
      )}
      {entries.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t("dashboard.nothingYet")}
        </Text>
      ) : (
        <Stack gap="xs">
          {entries.map((row) => (
            <div key={row.id} data-testid="audit-entry">
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
