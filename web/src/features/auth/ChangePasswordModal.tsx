import { Alert, Button, Group, Modal, PasswordInput, Stack } from "@mantine/core";
import { PROFILE_PASSWORD_MIN_LENGTH } from "@storeops/domain";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { notifySuccess } from "../../components/notify.ts";
import { isApiError } from "../../lib/api.ts";
import { changePassword } from "../../lib/auth.api.ts";

/** Change Password through the server: the current password and the saved policy are checked there. */
export function ChangePasswordModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const [confirm, setConfirm] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const close = () => {
    setCurrent("");
    setNext("");
    setConfirm("");
    setError(null);
    onClose();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (next !== confirm) return setError(t("profile.mismatch"));
    if (next.length < PROFILE_PASSWORD_MIN_LENGTH) return setError(t("profile.tooShort"));
    setSaving(true);
    setError(null);
    try {
      await changePassword({ current_password: current, new_password: next });
      notifySuccess(t("profile.passwordChanged"));
      close();
    } catch (caught) {
      setError(isApiError(caught) ? caught.message : String(caught));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal opened={opened} onClose={close} title={t("profile.changePassword")} centered>
      <form onSubmit={(event) => void submit(event)}>
        <Stack>
          <PasswordInput
            label={t("profile.currentPassword")}
            autoComplete="current-password"
            required
            value={current}
            onChange={(event) => setCurrent(event.currentTarget.value)}
          />
          <PasswordInput
            label={t("profile.newPassword")}
            autoComplete="new-password"
            required
            value={next}
            onChange={(event) => setNext(event.currentTarget.value)}
          />
          <PasswordInput
            label={t("profile.confirmPassword")}
            autoComplete="new-password"
            required
            value={confirm}
            onChange={(event) => setConfirm(event.currentTarget.value)}
          />
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t("profile.cancel")}
            </Button>
            <Button type="submit" loading={saving}>
              {t("profile.changePassword")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
