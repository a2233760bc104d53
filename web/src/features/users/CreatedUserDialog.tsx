import { Alert, Button, CopyButton, Group, Modal, Stack, Text, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { MSG } from "../../lib/messages.ts";
import type { User } from "./users.api.ts";

/** Confirms a new user and shows the one-time password once, with advice to share it securely. */
export function CreatedUserDialog({ user, onClose }: { user: User | null; onClose: () => void }) {
  const { t } = useTranslation();
  const password = user?.one_time_password;
  return (
    <Modal
      opened={user !== null}
      onClose={onClose}
      title={t("users.createdTitle")}
      centered
      closeOnClickOutside={false}
    >
      <Stack>
        <Text size="sm">{t("users.createdText", { name: user?.name ?? "", email: user?.email ?? "" })}</Text>
        {password ? (
          <>
            <Group align="flex-end" wrap="nowrap">
              <TextInput
                label={t("users.oneTimePassword")}
                value={password}
                readOnly
                style={{ flex: 1 }}
                styles={{ input: { fontFamily: "monospace" } }}
                data-testid="one-time-password"
              />
              <CopyButton value={password}>
                {({ copied, copy }) => (
                  <Button
                    variant={copied ? "filled" : "light"}
                    color={copied ? "teal" : "blue"}
                    onClick={copy}
                  >
                    {copied ? t("users.copied") : t("users.copy")}
                  </Button>
                )}
              </CopyButton>
            </Group>
            <Alert color="yellow">{MSG.oneTimePasswordAdvice}</Alert>
          </>
        ) : (
          <Text size="sm">{t("users.chosenPassword")}</Text>
        )}
        <Group justify="flex-end">
          <Button onClick={onClose} data-testid="created-user-close">
            {t("users.done")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
