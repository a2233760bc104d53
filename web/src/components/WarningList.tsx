import { Alert, Anchor, List, Text } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import type { ReactNode } from "react";

/**
 * A yellow warning across the form grid listing records like the one being typed (same invoice,
 * same day); saving stays possible. Nothing shows while there are none. An item with `href`
 * links to its record in a new tab, so the form being typed stays as it is.
 */
export function WarningList({
  title,
  items,
  hint,
  action,
  testId,
}: {
  title: string;
  items: { id: string; text: string; href?: string }[];
  hint?: string;
  /** Below the list: what the user may do about it (save anyway). */
  action?: ReactNode;
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
          <List.Item key={item.id}>
            {item.href ? (
              <Anchor
                href={item.href}
                target="_blank"
                rel="noopener"
                size="sm"
                data-testid={`${testId}-link`}
              >
                {item.text}
              </Anchor>
            ) : (
              item.text
            )}
          </List.Item>
        ))}
      </List>
      {hint && (
        <Text size="xs" mt={4}>
          {hint}
        </Text>
      )}
      {action}
    </Alert>
  );
}
