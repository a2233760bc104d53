import { Button, Container, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconShieldLock } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { SESSION_QUERY_KEY, useSession } from "../../lib/session.tsx";
import { EnableTwoFactorModal } from "./TwoFactorModal.tsx";

/**
 * Shown instead of every page while Settings → Security requires two-factor sign-in and this user
 * has not set it up (the server answers nothing else until then).
 */
export function TwoFactorRequiredPage() {
  const { t } = useTranslation();
  const { signOut } = useSession();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const close = (changed: boolean) => {
    setOpen(false);
    if (changed) void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
  };
  return (
    <Container size={460} py="xl">
      <Paper withBorder p="lg" radius="md">
        <Stack>
          <Group gap="sm" wrap="nowrap">
            <IconShieldLock size={28} aria-hidden />
            <Title order={1} size="h2">
              {t("twoFactorRequired.title")}
            </Title>
          </Group>
          <Text>{t("twoFactorRequired.text")}</Text>
          <Text size="sm" c="dimmed">
            {t("twoFactorRequired.steps")}
          </Text>
          <Group justify="space-between">
            <Button variant="subtle" onClick={() => void signOut()}>
              {t("twoFactorRequired.signOut")}
            </Button>
            <Button onClick={() => setOpen(true)}>{t("twoFactorRequired.start")}</Button>
          </Group>
        </Stack>
      </Paper>
      <EnableTwoFactorModal opened={open} onClose={close} />
    </Container>
  );
}
