import { Alert, Button, Card, Group, Select, SimpleGrid, Stack, Text, TextInput, Title } from "@mantine/core";
import { MSG as DOMAIN_MSG, PIN_PATTERN, withReason } from "@storeops/domain";
import { IconPencil, IconTrash } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { confirmDanger } from "../../components/dialogs.tsx";
import { useStoreStaff } from "../../components/form/store-staff.ts";
import { IconButton } from "../../components/IconButton.tsx";
import { useStores } from "../../components/list/queries.ts";
import { useWrite } from "../../components/useWrite.ts";
import { formatInstant } from "../../lib/format.ts";
import { MSG } from "../../lib/messages.ts";
import { useUser } from "../../lib/session.tsx";
import { DEVICES_KEY, type KioskDevice, removeKiosk, renameKiosk, setStaffPin } from "./kiosk.api.ts";

/** The rows of the kiosks modal (KioskDevicesModal.tsx): one kiosk, and setting an employee's PIN. */

export function DeviceRow({ device }: { device: KioskDevice }) {
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

export function SetPin() {
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
          // Only active staff clock in at the kiosk.
          data={(staff.data ?? [])
            .filter((row) => row.status === "active")
            .map((row) => ({
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
