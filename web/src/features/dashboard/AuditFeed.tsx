import { Alert, Anchor, Stack, Text } from "@mantine/core";
import type { TDashboardAuditEntry } from "@storeops/domain";
import { IconRefresh } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { IconButton } from "../../components/IconButton.tsx";
import { Panel } from "../../components/Panel.tsx";
import { formatInstant } from "../../lib/format.ts";
import { useDashboard } from "./dashboard.api.ts";

/** Business Overview: the five latest audit-log entries; Refresh fetches the dashboard again. */
export function AuditFeed({ entries }: { entries: readonly TDashboardAuditEntry[] }) {
  const { t } = useTranslation();
  const dashboard = useDashboard();
  return (
    <Panel
      title={t("dashboard.businessOverview")}
      testId="business-overview"
      action={
        <IconButton
          variant="subtle"
          size="compact-sm"
          icon={IconRefresh}
          loading={dashboard.isFetching}
          onClick={() => void dashboard.refetch()}
        >
          {t("dashboard.refresh")}
        </IconButton>
      }
    >
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
              {/* The whole line, wrapped: one line cut "…for MS-…" on phones. */}
              <Text size="sm" fw={600} style={{ overflowWrap: "anywhere" }}>
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
    </Panel>
  );
}
