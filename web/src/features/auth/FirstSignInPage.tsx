import { Alert, Button, Container, Group, Paper, PasswordInput, Stack, Text, Title } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { FormProblem, useSubmitForm } from "../../components/form/useSubmitForm.ts";
import { isApiError } from "../../lib/api.ts";
import { changePassword } from "../../lib/auth.api.ts";
import { SESSION_QUERY_KEY, useSession } from "../../lib/session.tsx";

/** Shown instead of every page until a user replaces the one-time password an admin gave them. */
export function FirstSignInPage() {
  const { t } = useTranslation();
  const { signOut } = useSession();
  const queryClient = useQueryClient();
  const action = useSubmitForm({
    initialValues: { current: "", next: "", confirm: "" },
    submit: async ({ current, next, confirm }) => {
      if (next !== confirm) throw new FormProblem(t("firstSignIn.mismatch"));
      await changePassword({ current_password: current, new_password: next });
    },
    success: t("firstSignIn.saved"),
    failureAlert: (caught) => (isApiError(caught) ? caught.message : t("login.failed")),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
  });
  const field = (name: "current" | "next" | "confirm") => (
    <PasswordInput label={t(`firstSignIn.${name}`)} {...action.form.getInputProps(name)} required />
  );

  return (
    <Container size={460} py="xl">
      <Paper withBorder p="lg" radius="md" component="form" onSubmit={action.onSubmit}>
        <Stack>
          <Title order={1} size="h2">
            {t("firstSignIn.title")}
          </Title>
          <Text c="dimmed">{t("firstSignIn.text")}</Text>
          {action.problem && (
            <Alert color="red" icon={<IconAlertCircle size={18} />} data-testid="first-sign-in-error">
              {action.problem}
            </Alert>
          )}
          {field("current")}
          {field("next")}
          {field("confirm")}
          <Group justify="space-between">
            <Button variant="subtle" onClick={() => void signOut()}>
              {t("firstSignIn.signOut")}
            </Button>
            <Button type="submit" loading={action.busy}>
              {t("firstSignIn.submit")}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Container>
  );
}
