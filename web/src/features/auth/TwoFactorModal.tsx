import {
  Button,
  Code,
  Group,
  Image,
  Modal,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import type { TTwoFactorSetup } from "@storeops/domain";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { FormAlert } from "../../components/form/FormModal.tsx";
import { useSubmitForm } from "../../components/form/useSubmitForm.ts";
import { isApiError } from "../../lib/api.ts";
import { saveBlob } from "../../lib/download.ts";
import { confirmTwoFactor, disableTwoFactor, startTwoFactor } from "./profile.api.ts";

const message = (caught: unknown) => (isApiError(caught) ? caught.message : String(caught));

/**
 * Enable 2FA: the password first, then the QR code and the secret, a Verification code and
 * Confirm; then the ten recovery codes once.
 */
export function EnableTwoFactorModal({
  opened,
  onClose,
}: {
  opened: boolean;
  onClose: (changed: boolean) => void;
}) {
  const { t } = useTranslation();
  const [setup, setSetup] = useState<TTwoFactorSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const start = useSubmitForm({
    initialValues: { password: "" },
    submit: ({ password }) => startTwoFactor(password),
    failureAlert: message,
    onSuccess: setSetup,
  });
  const action = useSubmitForm({
    initialValues: { code: "" },
    submit: ({ code }) => confirmTwoFactor(code.trim()),
    failureAlert: message,
    onSuccess: (result) => setCodes(result.recovery_codes),
  });
  const { reset } = action;
  const { reset: resetStart } = start;
  useEffect(() => {
    if (!opened) return;
    setSetup(null);
    setCodes(null);
    reset();
    resetStart();
  }, [opened, reset, resetStart]);
  const download = () =>
    saveBlob(
      new Blob([`StoreOps recovery codes\n\n${(codes ?? []).join("\n")}\n`], { type: "text/plain" }),
      "storeops-recovery-codes.txt",
    );
  return (
    <Modal
      opened={opened}
      onClose={() => onClose(codes !== null)}
      title={codes ? t("profile.recoveryCodes") : t("profile.twoFactorTitle")}
      centered
    >
      {codes ? (
        <Stack>
          <Text size="sm">{t("profile.recoveryHelp")}</Text>
          <SimpleGrid cols={2} data-testid="recovery-codes">
            {codes.map((item) => (
              <Code key={item} fz="sm">
                {item}
              </Code>
            ))}
          </SimpleGrid>
          <Group justify="flex-end">
            <Button variant="default" onClick={download}>
              {t("profile.downloadCodes")}
            </Button>
            <Button onClick={() => onClose(true)}>{t("profile.done")}</Button>
          </Group>
        </Stack>
      ) : !setup ? (
        <form onSubmit={start.onSubmit}>
          <Stack>
            <Text size="sm">{t("profile.enablePasswordHelp")}</Text>
            <CurrentPassword form={start.form} testId="two-factor-password" />
            <Text size="sm" c="dimmed">
              {t("profile.enableOthersEnd")}
            </Text>
            <FormAlert action={start} />
            <Group justify="flex-end">
              <Button type="submit" loading={start.busy}>
                {t("profile.continue")}
              </Button>
            </Group>
          </Stack>
        </form>
      ) : (
        <form onSubmit={action.onSubmit}>
          <Stack>
            <Text size="sm">{t("profile.twoFactorScan")}</Text>
            <Image src={setup.qr_code} alt="QR code" w={200} h={200} mx="auto" />
            <TextInput label={t("profile.secret")} value={setup.secret} readOnly data-testid="totp-secret" />
            <TextInput
              label={t("profile.verificationCode")}
              inputMode="numeric"
              autoComplete="one-time-code"
              required
              {...action.form.getInputProps("code")}
              data-testid="totp-code"
            />
            <FormAlert action={action} />
            <Group justify="flex-end">
              <Button type="submit" loading={action.busy}>
                {t("profile.confirm")}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}

/** Disable 2FA with the password and a current code or a recovery code. */
export function DisableTwoFactorModal({
  opened,
  onClose,
}: {
  opened: boolean;
  onClose: (changed: boolean) => void;
}) {
  const { t } = useTranslation();
  const action = useSubmitForm({
    initialValues: { password: "", code: "" },
    submit: ({ password, code }) => disableTwoFactor(password, code.trim()),
    success: t("profile.disabled2fa"),
    failureAlert: message,
    onSuccess: () => {
      action.form.reset();
      onClose(true);
    },
  });
  return (
    <Modal opened={opened} onClose={() => onClose(false)} title={t("profile.disableTitle")} centered>
      <form onSubmit={action.onSubmit}>
        <Stack>
          <Text size="sm">{t("profile.disableHelp")}</Text>
          <CurrentPassword form={action.form} testId="disable-password" />
          <TextInput
            label={t("profile.disableCode")}
            autoComplete="one-time-code"
            required
            {...action.form.getInputProps("code")}
            data-testid="disable-code"
          />
          <FormAlert action={action} />
          <Group justify="flex-end">
            <Button type="submit" color="red" loading={action.busy}>
              {t("profile.disable2fa")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** The account's current password, asked again before two-factor sign-in changes. */
function CurrentPassword({
  form,
  testId,
}: {
  form: UseFormReturnType<{ password: string } & Record<string, unknown>>;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <PasswordInput
      label={t("profile.password")}
      required
      autoComplete="current-password"
      {...form.getInputProps("password")}
      data-testid={testId}
    />
  );
}
