import { Card, Group, SimpleGrid, type SimpleGridProps, Text, ThemeIcon } from "@mantine/core";
import type { TablerIcon } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
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

/** A stat card whose value may be unknown to the role (null): such cards are left out. */
export interface StatCardSpec extends Omit<StatCardProps, "value"> {
  value: string | null;
}

/** The row of stat cards every dashboard opens with; labels are i18n keys. */
export function StatCardGrid({ cards, cols }: { cards: StatCardSpec[]; cols: SimpleGridProps["cols"] }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={cols} spacing={{ base: "xs", sm: "md" }}>
      {cards.map(
        (card) =>
          card.value !== null && (
            <StatCard key={card.label} {...card} label={t(card.label)} value={card.value} />
          ),
      )}
    </SimpleGrid>
  );
}
