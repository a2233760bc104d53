import { Card, Group, Text, Title } from "@mantine/core";
import { IconDevices, IconKey, IconShieldLock } from "@tabler/icons-react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { IconButton } from "../../components/IconButton.tsx";
import { SESSION_QUERY_KEY } from "../../lib/session.tsx";
import { ChangePasswordModal } from "./ChangePasswordModal.tsx";
import { ACTIVITY_KEY, fetchActivity } from "./profile.api.ts";
import { SessionsModal } from "./SessionsModal.tsx";
import { DisableTwoFactorModal, EnableTwoFactorModal } from "./TwoFactorModal.tsx";

type Open = "password" | "enable" | "disable" | "sessions" | null;

/** Security & Privacy: Change Password, Enable/Disable 2FA and View Sessions, all working on the server. */
export function SecurityCard() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const activity = useQuery({ queryKey: ACTIVITY_KEY, queryFn: fetchActivity });
  const [open, setOpen] = useState<Open>(null);
  const enabled = activity.data?.two_factor_enabled ?? false;
  const closeTwoFactor = (changed: boolean) => {
    setOpen(null);
    if (changed) {
      void queryClient.invalidateQueries({ queryKey: ACTIVITY_KEY });
      void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    }
  };
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} size="h4" mb="xs">
        {t("profile.security")}
      </Title>
      <Text size="sm" c="dimmed" mb="md" data-testid="two-factor-state">
        {enabled
          ? t("profile.twoFactorOn", { count: activity.data?.recovery_codes_left ?? 0 })
          : t("profile.twoFactorOff")}
      </Text>
      <Group>
        <IconButton variant="light" icon={IconKey} onClick={() => setOpen("password")}>
          {t("profile.changePassword")}
        </IconButton>
        {enabled ? (
          <IconButton variant="light" color="red" icon={IconShieldLock} onClick={() => setOpen("disable")}>
            {t("profile.disable2fa")}
          </IconButton>
        ) : (
          <IconButton
            variant="light"
            icon={IconShieldLock}
            onClick={() => setOpen("enable")}
            disabled={activity.isPending}
          >
            {t("profile.enable2fa")}
          </IconButton>
        )}
        <IconButton variant="light" icon={IconDevices} onClick={() => setOpen("sessions")}>
          {t("profile.viewSessions")}
        </IconButton>
      </Group>
      <ChangePasswordModal opened={open === "password"} onClose={() => setOpen(null)} />
      <EnableTwoFactorModal opened={open === "enable"} onClose={closeTwoFactor} />
      <DisableTwoFactorModal opened={open === "disable"} onClose={closeTwoFactor} />
      <SessionsModal opened={open === "sessions"} onClose={() => setOpen(null)} />
    </Card>
  );
}
