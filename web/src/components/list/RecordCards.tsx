import { Card, Group, Stack, Text, UnstyledButton } from "@mantine/core";
import type { ReactNode } from "react";

/** What one card of a list shows, top line to bottom line. */
export interface CardContent {
  title: string;
  subtitle: string;
  amount: string;
  /** Bottom left: payment, due date, receipt… */
  meta: ReactNode;
  /** Bottom right: usually the status badge. */
  badge: ReactNode;
  /** Buttons of the record (view, edit, delete), under the card's button: a button never holds another. */
  actions?: ReactNode;
}

/**
 * A list under 1024 px: one card per record, every field the phone needs without sideways
 * scrolling, each card a button reached by Tab.
 */
export function RecordCards<Row extends { id: string }>({
  rows,
  card,
  onOpen,
  testId,
}: {
  rows: Row[];
  card: (row: Row) => CardContent;
  onOpen: (row: Row) => void;
  testId: string;
}) {
  return (
    <Stack gap="xs" data-testid={`${testId}-cards`}>
      {rows.map((row) => {
        const content = card(row);
        const body = (
          <>
            <Group justify="space-between" wrap="nowrap" align="start">
              <div style={{ minWidth: 0 }}>
                <Text fw={600} truncate>
                  {content.title}
                </Text>
                <Text size="xs" c="dimmed" truncate>
                  {content.subtitle}
                </Text>
              </div>
              <Text fw={700} style={{ flexShrink: 0 }} data-testid="row-amount">
                {content.amount}
              </Text>
            </Group>
            <Group justify="space-between" mt={6} wrap="nowrap">
              <Group gap={4} c="dimmed" fz="xs">
                {content.meta}
              </Group>
              {content.badge}
            </Group>
          </>
        );
        const opener = { onClick: () => onOpen(row), "data-testid": `${testId}-card`, "data-id": row.id };
        if (content.actions) {
          return (
            <Card key={row.id} withBorder radius="md" padding={0}>
              <UnstyledButton {...opener} p="sm" w="100%">
                {body}
              </UnstyledButton>
              <Group justify="flex-end" gap={4} px="sm" pb={6} data-testid={`${testId}-card-actions`}>
                {content.actions}
              </Group>
            </Card>
          );
        }
        return (
          <UnstyledButton key={row.id} {...opener}>
            <Card withBorder radius="md" padding="sm">
              {body}
            </Card>
          </UnstyledButton>
        );
      })}
    </Stack>
  );
}
