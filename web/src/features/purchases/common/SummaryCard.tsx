import { Card, Group, SimpleGrid, Text, ThemeIcon } from "@mantine/core";
import type { TablerIcon } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

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

export interface SummaryCardSpec {
  key: string;
  label: string;
  card: { amount: number; count: number } | undefined;
  icon: TablerIcon;
  color: string;
}

/** The four summary cards of a transaction screen; amounts wait for the server, "—" if it failed. */
export function SummaryCardGrid({
  cards,
  failed,
  format,
  countLabel,
  testId,
}: {
  cards: SummaryCardSpec[];
  failed: boolean;
  format: (amount: number) => string;
  countLabel: (count: number) => string;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing={{ base: "xs", sm: "md" }} data-testid={testId}>
      {cards.map(({ key, label, card, icon, color }) => (
        <SummaryCard
          key={key}
          label={label}
          value={card === undefined ? (failed ? t("common.none") : "…") : format(card.amount)}
          hint={card === undefined ? undefined : countLabel(card.count)}
          icon={icon}
          color={color}
        />
      ))}
    </SimpleGrid>
  );
}
