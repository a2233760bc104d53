import { Button, Group, Modal, SimpleGrid, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { DetailItem } from "../../components/DetailItem.tsx";
import { StatusBadge } from "../../components/StatusBadge.tsx";
import { formatInstant } from "../../lib/format.ts";
import { StoreChips, useStoreNames } from "./user-list.tsx";
import type { User } from "./users.api.ts";

/** The Profile modal of spec 3 §2, with Edit User, Reset Password, Reset two-factor (when it is on) and Close. */
export function UserProfileModal(props: {
  user: User | null;
  onClose: () => void;
  onEdit: (user: User) => void;
  onReset: (user: User) => void;
  onResetTwoFactor: (user: User) => void;
}) {
  const { t } = useTranslation();
  const storeNames = useStoreNames();
  const { user } = props;
  return (
    <Modal opened={user !== null} onClose={props.onClose} title={user?.name ?? ""} size="lg" centered>
      {user && (
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <DetailItem label={t("users.fields.email")}>{user.email}</DetailItem>
            <DetailItem label={t("users.fields.phone")}>{user.phone ?? "—"}</DetailItem>
            <DetailItem label={t("users.fields.role")}>{t(`roles.${user.role}`)}</DetailItem>
            <DetailItem label={t("users.fields.status")}>{<StatusBadge status={user.status} />}</DetailItem>
            <DetailItem label={t("users.fields.timezone")}>{user.timezone}</DetailItem>
            <DetailItem label={t("users.fields.department")}>{user.department || "—"}</DetailItem>
            <DetailItem label={t("users.userId")}>
              {
                <Text size="xs" ff="monospace">
                  {user.id}
                </Text>
              }
            </DetailItem>
            <DetailItem label={t("users.created")}>{formatInstant(user.created_at)}</DetailItem>
            <DetailItem label={t("users.lastSignIn")}>
              {user.last_login_at ? formatInstant(user.last_login_at) : t("users.never")}
            </DetailItem>
          </SimpleGrid>
          <DetailItem label={t("users.columns.stores")}>{<StoreChips names={storeNames(user)} />}</DetailItem>
          <DetailItem label={t("users.fields.notes")}>{user.notes || "—"}</DetailItem>
          <Group justify="flex-end">
            <Button variant="light" onClick={() => props.onEdit(user)}>
              {t("users.editUser")}
            </Button>
            <Button variant="light" onClick={() => props.onReset(user)}>
              {t("users.actions.reset")}
            </Button>
            {user.totp_enabled && (
              <Button variant="light" color="orange" onClick={() => props.onResetTwoFactor(user)}>
                {t("users.actions.resetTwoFactor")}
              </Button>
            )}
            <Button variant="default" onClick={props.onClose}>
              {t("users.close")}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
