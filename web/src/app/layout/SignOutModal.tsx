import { Button, Group, Modal, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useSession } from "../../lib/session.tsx";

export function SignOutModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { signOut } = useSession();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    try {
      await signOut();
    } catch {
      // The local session is cleared even when the server could not be told.
    } finally {
      setBusy(false);
      onClose();
      await navigate("/login", { replace: true });
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t("layout.signOut")} centered>
      <Text data-testid="sign-out-question">{t("layout.signOutConfirm")}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          {t("common.cancel")}
        </Button>
        <Button color="red" loading={busy} onClick={confirm} data-testid="sign-out-confirm">
          {t("layout.signOut")}
        </Button>
      </Group>
    </Modal>
  );
}
