import { Group, Paper, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { apiJson } from "../../lib/api.ts";
import { formatClock } from "../../lib/format.ts";

export interface Health {
  status: string;
  database: string;
  uptime_seconds: number;
  server_time: string;
}

export function formatUptime(seconds: number): string {
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3_600);
  const minutes = Math.floor((seconds % 3_600) / 60);
  if (days > 0) return `${days}d ${hours}h`;
  if (hours > 0) return `${hours}h ${minutes}m`;
  return `${minutes}m`;
}

/** The real server status from /api/health, checked every minute (no made-up "Last sync"). */
export function StatusBox() {
  const { t } = useTranslation();
  const health = useQuery({
    queryKey: ["health"],
    queryFn: ({ signal }) => apiJson<Health>("/health", { signal }),
    refetchInterval: 60_000,
    retry: false,
  });
  const state = health.isPending
    ? "checking"
    : health.isError
      ? "offline"
      : health.data.status === "ok"
        ? "online"
        : "degraded";
  const color = { checking: "gray", online: "green", degraded: "yellow", offline: "red" }[state];

  return (
    <Paper withBorder p="xs" radius="md" data-testid="status-box">
      <Group gap={6} wrap="nowrap">
        <span
          aria-hidden
          style={{
            width: 8,
            height: 8,
            borderRadius: "50%",
            background: `var(--mantine-color-${color}-6)`,
            flex: "none",
          }}
        />
        <Text size="xs" fw={600}>
          {t(`status.${state}`)}
        </Text>
      </Group>
      {health.data && (
        <Text size="xs" c="dimmed" mt={4}>
          {t("status.details", {
            database: health.data.database,
            uptime: formatUptime(health.data.uptime_seconds),
          })}
        </Text>
      )}
      {health.dataUpdatedAt > 0 && (
        <Text size="xs" c="dimmed">
          {t("status.checkedAt", { time: formatClock(health.dataUpdatedAt) })}
        </Text>
      )}
    </Paper>
  );
}
