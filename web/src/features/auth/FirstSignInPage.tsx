import { Alert, Button, Container, Group, Paper, PasswordInput, Stack, Text, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconAlertCircle } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../lib/api.ts";
import { changePassword } from "../../lib/auth.api.ts";
import { SESSION_QUERY_KEY, useSession } from "../../lib/session.tsx";

/** Shown instead of every page until a user replaces the one-time password an admin gave them. */
export function FirstSignInPage() {
  const { t } = useTranslation();
  const { signOut } = useSession();
  const queryClient = useQueryClient();
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const [confirm, setConfirm] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (next !== confirm) {
      setError(t("firstSignIn.mismatch"));
      return;
    }
    setSaving(true);
    try {
      await changePassword({ current_password: current, new_password: next });
      notifications.show({ color: "green", message: t("firstSignIn.saved"), autoClose: 3000 });
      await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    } catch (caught) {
      setError(isApiError(caught) ? caught.message : t("login.failed"));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Container size={460} py="xl">
      <Paper withBorder p="lg" radius="md" component="form" onSubmit={submit}>
        <Stack>
          <Title order={1} size="h2">
            {t("firstSignIn.title")}
          </Title>
          <Text c="dimmed">{t("firstSignIn.text")}</Text>
          {error && (
            <Alert color="red" icon={<IconAlertCircle size={18} />} data-testid="first-sign-in-error">
              {error}
            </Alert>
          )}
          <PasswordInput
            label={t("firstSignIn.current")}
            value={current}
            onChange={(e) => setCurrent(e.currentTarget.value)}
            required
          />
          <PasswordInput
            label={t("firstSignIn.next")}
            value={next}
            onChange={(e) => setNext(e.currentTarget.value)}
            required
          />
          <PasswordInput
            label={t("firstSignIn.confirm")}
            value={confirm}
            onChange={(e) => setConfirm(e.currentTarget.value)}
            required
          />
          <Group justify="space-between">
            <Button variant="subtle" onClick={() => void signOut()}>
              {t("firstSignIn.signOut")}
            </Button>
            <Button type="submit" loading={saving}>
              {t("firstSignIn.submit")}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Container>
  );
}
