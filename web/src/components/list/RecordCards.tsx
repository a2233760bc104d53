import { Card, Checkbox, Group, Stack, Text, UnstyledButton } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { Selection } from "./ListTable.tsx";

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
  selection,
}: {
  rows: Row[];
  card: (row: Row) => CardContent;
  onOpen: (row: Row) => void;
  testId: string;
  selection?: Selection<Row>;
}) {
  const { t } = useTranslation();
  // A card the caller may decide gets a checkbox beside its own buttons (BulkDecisions).
  const withChoice = (row: Row, content: CardContent): CardContent => {
    if (!selection?.selectable(row)) return content;
    const chosen = selection.selected.some((picked) => picked.id === row.id);
    const box = (
      <Checkbox
        aria-label={t("kit.bulk.selectRow")}
        label={t("kit.bulk.select")}
        // 24 px: a target a finger hits (WCAG 2.5.8, axe target-size), beside the card's buttons.
        size="md"
        checked={chosen}
        data-testid={`${testId}-card-select`}
        onChange={() =>
          selection.onChange(
            chosen
              ? selection.selected.filter((picked) => picked.id !== row.id)
              : [...selection.selected, row],
          )
        }
      />
    );
    return {
      ...content,
      actions: content.actions ? (
        <Group gap={4}>
          {box}
          {content.actions}
        </Group>
      ) : (
        box
      ),
    };
  };
  return (
    <Stack gap="xs" data-testid={`${testId}-cards`}>
      {rows.map((row) => {
        const content = withChoice(row, card(row));
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
