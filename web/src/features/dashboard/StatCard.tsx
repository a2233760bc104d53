import { Card, Group, Text, ThemeIcon } from "@mantine/core";
import type { TablerIcon } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { Link } from "react-router";

interface StatCardProps {
  label: string;
  value: string;
  icon: TablerIcon;
  to?: string;
  hint?: ReactNode;
  color?: string;
}

export function StatCard({ label, value, icon: Icon, to, hint, color = "blue" }: StatCardProps) {
  const body = (
    <Group justify="space-between" align="start" wrap="nowrap">
      <div>
        <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
          {label}
        </Text>
        <Text fz={{ base: 20, sm: 24 }} fw={700} mt={4} data-testid="stat-value">
          {value}
        </Text>
        {hint && (
          <Text size="xs" c="dimmed" mt={2}>
            {hint}
          </Text>
        )}
      </div>
      <ThemeIcon variant="light" color={color} size="lg" radius="md">
        <Icon size={20} aria-hidden />
      </ThemeIcon>
    </Group>
  );
  return to ? (
    <Card withBorder padding="md" radius="md" data-testid="stat-card" component={Link} to={to}>
      {body}
    </Card>
  ) : (
    <Card withBorder padding="md" radius="md" data-testid="stat-card">
      {body}
    </Card>
  );
}
