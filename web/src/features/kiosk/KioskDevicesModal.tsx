import {
  Alert,
  Button,
  Card,
  Code,
  CopyButton,
  Group,
  Loader,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { MSG as DOMAIN_MSG, PIN_PATTERN, type RowOf, withReason } from "@storeops/domain";
import { IconDeviceTablet, IconPencil, IconTrash } from "@tabler/icons-react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { confirmDanger } from "../../components/dialogs.tsx";
import { IconButton } from "../../components/IconButton.tsx";
import { useStores } from "../../components/list/queries.ts";
import { notifyError, notifySuccess, writeErrorMessage } from "../../components/notify.ts";
import { ScreenModal } from "../../components/ScreenModal.tsx";
import { useWrite } from "../../components/useWrite.ts";
import { apiJson } from "../../lib/api.ts";
import { formatInstant } from "../../lib/format.ts";
import { MSG } from "../../lib/messages.ts";
import { useUser } from "../../lib/session.tsx";
import {
  DEVICES_KEY,
  type KioskDevice,
  type KioskDeviceCreated,
  registerKiosk,
  rememberKioskToken,
  removeKiosk,
  renameKiosk,
  setStaffPin,
  useKioskDevices,
} from "./kiosk.api.ts";

type StaffChoice = Pick<RowOf<"staff">, "id" | "name" | "position">;

/** The active staff of a store, to set one's PIN. */
function useStoreStaff(storeId: string) {
  return useQuery({
    queryKey: ["rest", "staff", "kiosk-pins", storeId],
    queryFn: ({ signal }) =>
      apiJson<StaffChoice[]>(
        `/rest/v1/staff?select=id,name,position&eq=store_id.${encodeURIComponent(storeId)}&eq1=status.active&order=name.asc&limit=1000`,
        { signal },
      ),
    enabled: storeId !== "",
  });
}

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

function DeviceRow({ device }: { device: KioskDevice }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const { busy, run } = useWrite(() => client.invalidateQueries({ queryKey: DEVICES_KEY }));
  const [name, setName] = useState<string | null>(null);
  return (
    <Card withBorder padding="sm" data-testid="kiosk-device">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <div>
          {name === null ? (
            <Text fw={600}>{device.name}</Text>
          ) : (
            <TextInput
              aria-label={t("kiosk.manage.name")}
              value={name}
              maxLength={60}
              onChange={(event) => setName(event.currentTarget.value)}
              onKeyDown={(event) => {
                if (event.key === "Enter" && name.trim())
                  void run(() => renameKiosk(device.id, name.trim()), {
                    success: DOMAIN_MSG.deviceRenamed,
                    failure: MSG.errorRegisteringDevice,
                  }).then(() => setName(null));
              }}
            />
          )}
          <Text size="xs" c="dimmed">
            {[
              device.store_name,
              device.last_seen_at
                ? t("kiosk.manage.lastSeen", { when: formatInstant(device.last_seen_at) })
                : t("kiosk.manage.neverUsed"),
              device.locked_until && Date.parse(device.locked_until) > Date.now()
                ? t("kiosk.manage.locked")
                : null,
            ]
              .filter(Boolean)
              .join(" · ")}
          </Text>
        </div>
        <Group gap="xs">
          <IconButton variant="light" icon={IconPencil} onClick={() => setName(device.name)} loading={busy}>
            {t("kiosk.manage.rename")}
          </IconButton>
          <IconButton
            variant="light"
            color="red.8"
            icon={IconTrash}
            loading={busy}
            data-testid="kiosk-remove"
            onClick={() =>
              confirmDanger({
                title: t("kiosk.manage.removeTitle", { name: device.name }),
                message: t("kiosk.manage.removeText"),
                confirmLabel: t("kiosk.manage.remove"),
                cancelLabel: t("common.cancel"),
                onConfirm: () =>
                  void run(() => removeKiosk(device.id), {
                    success: DOMAIN_MSG.deviceRevoked,
                    failure: MSG.errorLoadingDevices,
                  }),
              })
            }
          >
            {t("kiosk.manage.remove")}
          </IconButton>
        </Group>
      </Group>
    </Card>
  );
}

function SetPin() {
  const { t } = useTranslation();
  const user = useUser();
  const stores = useStores();
  const [storeId, setStoreId] = useState(user.current_store_id ?? "");
  const [staffId, setStaffId] = useState("");
  const [pin, setPin] = useState("");
  const staff = useStoreStaff(storeId);
  const { busy, run } = useWrite();
  const valid = PIN_PATTERN.test(pin);
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {t("kiosk.manage.pinTitle")}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 4 }} style={{ alignItems: "end" }}>
        <Select
          label={t("kiosk.manage.store")}
          data={(stores.data ?? []).map((store) => ({ value: store.id, label: store.name }))}
          value={storeId || null}
          onChange={(value) => {
            setStoreId(value ?? "");
            setStaffId("");
          }}
          searchable
        />
        <Select
          label={t("kiosk.manage.employee")}
          data={(staff.data ?? []).map((row) => ({
            value: row.id,
            label: [row.name, row.position].filter(Boolean).join(" · "),
          }))}
          value={staffId || null}
          onChange={(value) => setStaffId(value ?? "")}
          searchable
          disabled={storeId === ""}
          data-testid="pin-employee"
        />
        <TextInput
          label={t("kiosk.manage.pin")}
          value={pin}
          inputMode="numeric"
          autoComplete="off"
          maxLength={6}
          error={pin !== "" && !valid ? MSG.pinFormat : undefined}
          onChange={(event) => setPin(event.currentTarget.value.replace(/\D/g, ""))}
          data-testid="pin-value"
        />
        <Button
          loading={busy}
          disabled={staffId === "" || !valid}
          onClick={() =>
            run(() => setStaffPin(staffId, pin), { success: MSG.pinSaved, failure: MSG.errorSavingPin }).then(
              () => setPin(""),
            )
          }
          data-testid="pin-save"
        >
          {t("kiosk.manage.savePin")}
        </Button>
      </SimpleGrid>
      {staff.error && <Alert color="red">{withReason(MSG.errorLoadingStaff, staff.error.message)}</Alert>}
    </Stack>
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
