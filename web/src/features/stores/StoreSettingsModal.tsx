import {
  Alert,
  Badge,
  Button,
  Center,
  Group,
  Loader,
  NumberInput,
  Select,
  Stack,
  Switch,
  Tabs,
  TextInput,
} from "@mantine/core";
import {
  BACKUP_FREQUENCIES,
  CURRENCIES,
  DATE_FORMATS,
  LANGUAGES,
  MSG,
  PAYMENT_GATEWAYS,
  SETTINGS_BOUNDS,
  THEMES,
  TIME_FORMATS,
  TOGGLE_STATES,
  type TStoreSettings,
  ZStoreSettings,
} from "@storeops/domain";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useSubmitForm } from "../../components/form/useSubmitForm.ts";
import { ScreenModal } from "../../components/ScreenModal.tsx";
import { fetchStoreSettings, type Store, saveStoreSettings } from "./stores.api.ts";

type Section = keyof TStoreSettings;
const SECTIONS: Section[] = ["notifications", "operations", "security", "integrations", "display"];
const CHOICES: Record<string, readonly string[]> = {
  backup_frequency: BACKUP_FREQUENCIES,
  pos_system: TOGGLE_STATES,
  payment_gateway: PAYMENT_GATEWAYS,
  inventory_system: TOGGLE_STATES,
  crm_system: TOGGLE_STATES,
  theme: THEMES,
  language: LANGUAGES,
  currency: CURRENCIES,
  date_format: DATE_FORMATS,
  time_format: TIME_FORMATS,
};
const { sessionTimeoutMinutes: timeout } = SETTINGS_BOUNDS;

/** Store Settings, saved on the server (PUT merges); read-only for roles that may not write. */
export function StoreSettingsModal({ store, onClose }: { store: Store | null; onClose: () => void }) {
  const { t } = useTranslation();
  const saved = useQuery({
    queryKey: ["stores", "settings", store?.id],
    queryFn: ({ signal }) => fetchStoreSettings(store?.id ?? "", signal),
    enabled: store !== null,
  });
  return (
    <ScreenModal
      opened={store !== null}
      onClose={onClose}
      title={t("stores.settings.title", { store: store?.name ?? "" })}
      data-testid="store-settings-modal"
    >
      {!store || !saved.data ? (
        <Center py="xl">
          <Loader size="sm" />
        </Center>
      ) : (
        <StoreSettingsForm key={saved.dataUpdatedAt} store={store} saved={saved.data} onClose={onClose} />
      )}
    </ScreenModal>
  );
}

function StoreSettingsForm({
  store,
  saved,
  onClose,
}: {
  store: Store;
  saved: TStoreSettings;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const writes = store.allowed_actions?.includes("settings") ?? false;
  const action = useSubmitForm<TStoreSettings>({
    initialValues: saved,
    // The schema's first refusal, shown under the one number a user types (session timeout).
    validate: (values): Record<string, string> => {
      const parsed = ZStoreSettings.safeParse(values);
      return parsed.success ? {} : { session_timeout: parsed.error.issues[0]?.message ?? MSG.storeSaveError };
    },
    submit: async (values) => {
      await saveStoreSettings(store.id, values);
      await client.invalidateQueries({ queryKey: ["stores", "settings", store.id] });
    },
    success: MSG.storeSettingsUpdated,
    failureText: MSG.storeSaveError,
    onSuccess: onClose,
  });
  const { form } = action;
  const values = form.values;
  const error = form.errors.session_timeout;
  const set = (section: Section, key: string, value: unknown) =>
    form.setValues({ [section]: { ...values[section], [key]: value } } as Partial<TStoreSettings>);

  const field = (section: Section, key: string, value: unknown) => {
    const label = t(`stores.settings.keys.${key}`);
    const testId = `setting-${key}`;
    if (typeof value === "boolean") {
      return (
        <Switch
          key={key}
          label={label}
          checked={value}
          disabled={!writes}
          onChange={(event) => set(section, key, event.currentTarget.checked)}
          data-testid={testId}
        />
      );
    }
    if (key === "session_timeout") {
      return (
        <NumberInput
          key={key}
          label={label}
          description={t("stores.settings.sessionTimeoutHint")}
          min={timeout.min}
          max={timeout.max}
          value={value as number}
          disabled={!writes}
          error={error}
          onChange={(next) => {
            form.clearFieldError("session_timeout");
            set(section, key, typeof next === "number" ? next : Number(next));
          }}
          data-testid={testId}
        />
      );
    }
    const choices = CHOICES[key];
    if (choices) {
      return (
        <Select
          key={key}
          label={label}
          data={[...choices]}
          value={String(value)}
          allowDeselect={false}
          disabled={!writes}
          onChange={(next) => set(section, key, next)}
          data-testid={testId}
        />
      );
    }
    return (
      <TextInput
        key={key}
        label={label}
        value={String(value)}
        disabled={!writes}
        onChange={(event) => set(section, key, event.currentTarget.value)}
        data-testid={testId}
      />
    );
  };

  return (
    <Stack gap="md">
      {!writes && <Alert color="blue">{t("stores.settings.readOnly")}</Alert>}
      <Tabs defaultValue="notifications">
        <Tabs.List>
          {SECTIONS.map((section) => (
            <Tabs.Tab key={section} value={section}>
              {t(`stores.settings.sections.${section}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {SECTIONS.map((section) => (
          <Tabs.Panel key={section} value={section} pt="md">
            <Stack gap="sm">
              {Object.entries(values[section]).map(([key, value]) =>
                section === "integrations" && value !== "disabled" && value !== false ? (
                  // No connector exists: a chosen integration is recorded, never shown as working.
                  <div key={key}>
                    {field(section, key, value)}
                    <Badge color="gray" variant="light" mt={6} data-testid={`store-not-connected-${key}`}>
                      {t("settings.notConnected")}
                    </Badge>
                  </div>
                ) : (
                  field(section, key, value)
                ),
              )}
            </Stack>
          </Tabs.Panel>
        ))}
      </Tabs>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t("common.cancel")}
        </Button>
        {writes && (
          <Button loading={action.busy} onClick={() => action.onSubmit()} data-testid="settings-save">
            {t("stores.settings.save")}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
