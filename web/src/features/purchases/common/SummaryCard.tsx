import { Card, Group, Text, ThemeIcon } from "@mantine/core";
import type { TablerIcon } from "@tabler/icons-react";

interface SummaryCardProps {
  label: string;
  value: string;
  hint?: string;
  icon: TablerIcon;
  color: string;
}

/** One summary card: the icon sits beside the label, so the amount keeps the card's full width. */
export function SummaryCard({ label, value, hint, icon: Icon, color }: SummaryCardProps) {
  return (
    <Card withBorder padding="md" radius="md" data-testid="summary-card">
      <Group justify="space-between" align="start" wrap="nowrap" gap="xs">
        <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
          {label}
        </Text>
        <ThemeIcon variant="light" color={color} size="md" radius="md" visibleFrom="xs">
          <Icon size={16} aria-hidden />
        </ThemeIcon>
      </Group>
      <Text
        fz={{ base: 17, xs: 20, lg: 22 }}
        fw={700}
        mt={4}
        style={{ whiteSpace: "nowrap" }}
        data-testid="summary-value"
      >
        {value}
      </Text>
      {hint && (
        <Text size="xs" c="dimmed" mt={2}>
          {hint}
        </Text>
      )}
    </Card>
  );
}
