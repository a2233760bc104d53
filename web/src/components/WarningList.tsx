import { Alert, List, Text } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";

/**
 * A yellow warning across the form grid listing records like the one being typed (same invoice,
 * same day); saving stays possible. Nothing shows while there are none.
 */
export function WarningList({
  title,
  items,
  hint,
  testId,
}: {
  title: string;
  items: { id: string; text: string }[];
  hint?: string;
  testId: string;
}) {
  if (items.length === 0) return null;
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconAlertTriangle size={18} aria-hidden />}
      title={title}
      style={{ gridColumn: "1 / -1" }}
      data-testid={testId}
    >
      <List size="sm" spacing={2}>
        {items.map((item) => (
          <List.Item key={item.id}>{item.text}</List.Item>
        ))}
      </List>
      {hint && (
        <Text size="xs" mt={4}>
          {hint}
        </Text>
      )}
    </Alert>
  );
}
