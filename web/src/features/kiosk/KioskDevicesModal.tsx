import {
  Alert,
  Button,
  Code,
  CopyButton,
  Group,
  Loader,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import { MSG as DOMAIN_MSG, withReason } from "@storeops/domain";
import { IconDeviceTablet } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { IconButton } from "../../components/IconButton.tsx";
import { useStores } from "../../components/list/queries.ts";
import { notifyError, notifySuccess, writeErrorMessage } from "../../components/notify.ts";
import { ScreenModal } from "../../components/ScreenModal.tsx";
import { MSG } from "../../lib/messages.ts";
import { useUser } from "../../lib/session.tsx";
import { DeviceRow, SetPin } from "./KioskDeviceParts.tsx";
import {
  DEVICES_KEY,
  type KioskDeviceCreated,
  registerKiosk,
  rememberKioskToken,
  useKioskDevices,
} from "./kiosk.api.ts";

function Register({ onRegistered }: { onRegistered: (device: KioskDeviceCreated) => void }) {
  const { t } = useTranslation();
  const user = useUser();
  const client = useQueryClient();
  const stores = useStores();
  const [storeId, setStoreId] = useState(user.current_store_id ?? "");
  const [name, setName] = useState("");
  const [busy, setBusy] = useState(false);
  return (
    <form
      onSubmit={async (event) => {
        event.preventDefault();
        setBusy(true);
        try {
          const device = await registerKiosk(storeId, name.trim());
          notifySuccess(DOMAIN_MSG.deviceRegistered);
          setName("");
          onRegistered(device);
          await client.invalidateQueries({ queryKey: DEVICES_KEY });
        } catch (error) {
          notifyError(MSG.errorRegisteringDevice, writeErrorMessage(error, MSG.errorRegisteringDevice));
        } finally {
          setBusy(false);
        }
      }}
    >
      <SimpleGrid cols={{ base: 1, sm: 3 }} style={{ alignItems: "end" }}>
        <Select
          label={t("kiosk.manage.store")}
          data={(stores.data ?? []).map((store) => ({ value: store.id, label: store.name }))}
          value={storeId || null}
          onChange={(value) => setStoreId(value ?? "")}
          searchable
          data-testid="kiosk-store"
        />
        <TextInput
          label={t("kiosk.manage.name")}
          placeholder={t("kiosk.manage.namePlaceholder")}
          value={name}
          maxLength={60}
          onChange={(event) => setName(event.currentTarget.value)}
          data-testid="kiosk-name"
        />
        <Button
          type="submit"
          loading={busy}
          disabled={storeId === "" || name.trim() === ""}
          data-testid="kiosk-register"
        >
          {t("kiosk.manage.register")}
        </Button>
      </SimpleGrid>
    </form>
  );
}

function NewCode({ device }: { device: KioskDeviceCreated }) {
  const { t } = useTranslation();
  return (
    <Alert
      color="teal"
      title={t("kiosk.manage.codeTitle", { name: device.name })}
      data-testid="kiosk-new-code"
    >
      <Stack gap="xs">
        <Text size="sm">{t("kiosk.manage.codeHint")}</Text>
        <Code block data-testid="kiosk-token">
          {device.token}
        </Code>
        <Group gap="xs">
          <CopyButton value={device.token}>
            {({ copied, copy }) => (
              <Button variant="light" onClick={copy}>
                {copied ? t("kiosk.manage.copied") : t("kiosk.manage.copy")}
              </Button>
            )}
          </CopyButton>
          <Button
            variant="light"
            onClick={() => {
              rememberKioskToken(device.token);
              window.location.assign("/kiosk");
            }}
            data-testid="kiosk-use-here"
          >
            {t("kiosk.manage.useHere")}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

/** Kiosks and PINs (admins, store managers): register a tablet, see its code once, rename or remove it, set PINs. */
export function KioskDevicesModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const devices = useKioskDevices(opened);
  const [created, setCreated] = useState<KioskDeviceCreated | null>(null);
  return (
    <ScreenModal
      opened={opened}
      onClose={() => {
        setCreated(null);
        onClose();
      }}
      title={t("kiosk.manage.title")}
      data-testid="kiosk-devices-modal"
      size="xl"
    >
      <Stack gap="md">
        <Text size="sm">{t("kiosk.manage.intro")}</Text>
        <Register onRegistered={setCreated} />
        {created && <NewCode device={created} />}
        {devices.error ? (
          <Alert color="red">{withReason(MSG.errorLoadingDevices, devices.error.message)}</Alert>
        ) : devices.isPending ? (
          <Loader size="sm" />
        ) : devices.data.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t("kiosk.manage.none")}
          </Text>
        ) : (
          <Stack gap="xs">
            {devices.data.map((device) => (
              <DeviceRow key={device.id} device={device} />
            ))}
          </Stack>
        )}
        <SetPin />
      </Stack>
    </ScreenModal>
  );
}

/** The button that opens the kiosks (admins and store managers). */
export function KioskDevicesButton() {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  return (
    <>
      <IconButton
        variant="light"
        icon={IconDeviceTablet}
        onClick={() => setOpened(true)}
        data-testid="open-kiosks"
      >
        {t("kiosk.manage.open")}
      </IconButton>
      <KioskDevicesModal opened={opened} onClose={() => setOpened(false)} />
    </>
  );
}
