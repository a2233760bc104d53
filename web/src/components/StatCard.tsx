import { Card, Group, SimpleGrid, type SimpleGridProps, Text, ThemeIcon } from "@mantine/core";
import type { TablerIcon } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

/** Characters past which a value is a name, not a figure ("$1,234,567.89" is 13). */
const LONG_VALUE = 16;

interface StatCardProps {
  label: string;
  value: string;
  icon: TablerIcon;
  to?: string;
  hint?: ReactNode;
  color?: string;
  /** "stat-card" on dashboards, "summary-card" on list screens; the value is "…-value". */
  testId?: string;
}

/** A stat card's label in capitals with its icon beside it (the icon never shrinks). */
export function StatLabel({
  label,
  icon: Icon,
  color,
}: {
  label: ReactNode;
  icon: TablerIcon;
  color: string;
}) {
  return (
    <Group justify="space-between" align="start" wrap="nowrap" gap="xs">
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      <ThemeIcon variant="light" color={color} size="md" radius="md" style={{ flexShrink: 0 }}>
        <Icon size={16} aria-hidden />
      </ThemeIcon>
    </Group>
  );
}

/** The dimmed line under a figure (how many records it counts, a margin), if it has one. */
export function StatHint({ hint }: { hint?: ReactNode }) {
  return (
    hint && (
      <Text size="xs" c="dimmed" mt={2}>
        {hint}
      </Text>
    )
  );
}

/**
 * One figure with its label. The icon sits beside the label, never beside the value, so a long
 * amount on a 390 px phone keeps the card's full width and cannot push the icon out.
 */
export function StatCard({
  label,
  value,
  icon: Icon,
  to,
  hint,
  color = "blue",
  testId = "stat-card",
}: StatCardProps) {
  // A name rather than a figure ("Brightline Electronics Distribution" as the top vendor) is set
  // smaller and kept to two lines, so it does not make its whole row of cards three lines tall.
  const words = value.length > LONG_VALUE;
  const body = (
    <>
      <StatLabel label={label} icon={Icon} color={color} />
      <Text
        fz={words ? { base: 15, xs: 16, lg: 17 } : { base: 17, xs: 20, lg: 22 }}
        fw={700}
        mt={4}
        lineClamp={words ? 2 : undefined}
        title={words ? value : undefined}
        style={{ overflowWrap: "anywhere" }}
        data-testid={testId.replace(/card$/, "value")}
      >
        {value}
      </Text>
      <StatHint hint={hint} />
    </>
  );
  return to ? (
    <Card withBorder padding="md" radius="md" data-testid={testId} component={Link} to={to}>
      {body}
    </Card>
  ) : (
    <Card withBorder padding="md" radius="md" data-testid={testId}>
      {body}
    </Card>
  );
}

/** A stat card whose value may be unknown to the role (null): such cards are left out. */
export interface StatCardSpec extends Omit<StatCardProps, "value" | "testId"> {
  value: string | null;
  /** The period the figure covers, in words ("this month"), shown after the label: "Income · this month". */
  period?: string;
}

/** One stat card on one line: its label's i18n key, the value, the icon, then link, colour or hint. */
export const stat = (
  label: string,
  value: string | null,
  icon: TablerIcon,
  more: Pick<StatCardSpec, "to" | "color" | "hint" | "period"> = {},
): StatCardSpec => ({ label, value, icon, ...more });

/** A row of stat cards; labels are i18n keys; `children` are cards of their own after them. */
export function StatCardGrid({
  cards,
  cols,
  testId,
  cardTestId,
  spacing = { base: "xs", sm: "md" },
  children,
}: {
  cards: StatCardSpec[];
  cols: SimpleGridProps["cols"];
  spacing?: SimpleGridProps["spacing"];
  testId?: string;
  cardTestId?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={cols} spacing={spacing} data-testid={testId}>
      {cards.map(
        (card) =>
          card.value !== null && (
            <StatCard
              key={card.label}
              {...card}
              label={card.period ? `${t(card.label)} · ${card.period}` : t(card.label)}
              value={card.value}
              testId={cardTestId}
            />
          ),
      )}
      {children}
    </SimpleGrid>
  );
}
