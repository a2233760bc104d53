import { Button, Group, Stack, Text, Title } from "@mantine/core";
import type { Icon } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { HelpLink } from "./HelpLink.tsx";

/** A button of the page header: the secondary ones grey, the page's main action (`primary`) filled. */
export interface HeaderButton {
  label: ReactNode;
  onClick: () => void;
  icon?: Icon;
  testId: string;
  primary?: boolean;
  /** Left out (a role that may not do it). */
  hidden?: boolean;
}

export function PageHeader({
  title,
  subtitle,
  actions,
  buttons,
}: {
  title: string;
  subtitle?: string;
  actions?: ReactNode;
  buttons?: HeaderButton[];
}) {
  return (
    <Group justify="space-between" align="start" wrap="wrap">
      <Stack gap={2}>
        <Group gap={6} wrap="nowrap" align="center">
          <Title order={1} size="h2">
            {title}
          </Title>
          <HelpLink />
        </Group>
        {subtitle && (
          <Text c="dimmed" size="sm">
            {subtitle}
          </Text>
        )}
      </Stack>
      {actions}
      {buttons && (
        <Group gap="xs">
          {buttons
            .filter((button) => !button.hidden)
            .map(({ label, onClick, icon: ButtonIcon, testId, primary }) => (
              <Button
                key={testId}
                variant={primary ? undefined : "default"}
                leftSection={ButtonIcon && <ButtonIcon size={16} aria-hidden />}
                onClick={onClick}
                data-testid={testId}
              >
                {label}
              </Button>
            ))}
        </Group>
      )}
    </Group>
  );
}
