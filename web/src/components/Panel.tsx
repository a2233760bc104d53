import { Card, Group, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

/**
 * A titled card of a dashboard or a summary screen: the title as a section heading with an
 * optional action at its right (a "View all" link, a refresh), then the body, or the dimmed
 * `empty` text instead when the panel has nothing to show.
 */
export function Panel({
  title,
  testId,
  action,
  titleSize = "h4",
  empty,
  children,
}: {
  title: ReactNode;
  testId: string;
  action?: ReactNode;
  titleSize?: "h4" | "h5";
  /** Shown instead of the body when given (a string, not false). */
  empty?: string | false;
  children?: ReactNode;
}) {
  const heading = (
    <Title order={2} size={titleSize} mb={action ? undefined : "sm"}>
      {title}
    </Title>
  );
  return (
    <Card withBorder radius="md" padding="md" data-testid={testId}>
      {action ? (
        <Group justify="space-between" mb="sm">
          {heading}
          {action}
        </Group>
      ) : (
        heading
      )}
      {empty ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        children
      )}
    </Card>
  );
}
