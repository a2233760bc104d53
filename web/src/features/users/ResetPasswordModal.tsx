import { Alert, Button, Group, Modal, PasswordInput, Stack, Text } from "@mantine/core";
import { MSG, PASSWORD_MIN_LENGTH, resetPasswordError } from "@storeops/domain";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { notifySuccess } from "../../components/notify.ts";
import { isApiError } from "../../lib/api.ts";
import { resetUserPassword, type User } from "./users.api.ts";

/** Reset Password (spec 3 §5): 8+ characters, both entries match, through the server. */
export function ResetPasswordModal({ user, onClose }: { user: User | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const close = () => {
    setPassword("");
    setConfirm("");
    setError(null);
    onClose();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!user) return;
    if (password !== confirm) return setError(MSG.passwordsDoNotMatch);
    if (password.length < PASSWORD_MIN_LENGTH) return setError(MSG.passwordTooShort);
    setSaving(true);
    try {
      await resetUserPassword(user.id, password);
      notifySuccess(t("users.resetDone", { name: user.name }));
      close();
    } catch (caught) {
      setError(resetPasswordError(isApiError(caught) ? caught.message : undefined));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal opened={user !== null} onClose={close} title={t("users.resetTitle")} centered>
      <form onSubmit={(event) => void submit(event)}>
        <Stack>
          <Text size="sm">{t("users.resetText", { name: user?.name ?? "" })}</Text>
          <PasswordInput
            label={t("users.newPassword")}
            required
            value={password}
            autoComplete="new-password"
            onChange={(event) => setPassword(event.currentTarget.value)}
            data-testid="reset-password"
          />
          <PasswordInput
            label={t("users.confirmPassword")}
            required
            value={confirm}
            autoComplete="new-password"
            onChange={(event) => setConfirm(event.currentTarget.value)}
            data-testid="reset-confirm"
          />
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t("users.cancel")}
            </Button>
            <Button type="submit" loading={saving}>
              {t("users.actions.reset")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
