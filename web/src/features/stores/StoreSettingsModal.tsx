import {
  Alert,
  Button,
  Center,
  Group,
  Loader,
  NumberInput,
  Stack,
  Switch,
  Text,
  TextInput,
} from "@mantine/core";
import {
  DEFAULT_STORE_SETTINGS,
  SETTINGS_BOUNDS,
  type TStoreSettings,
  ZStoreSettings,
} from "@storeops/domain";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useSubmitForm } from "../../components/form/useSubmitForm.ts";
import { ScreenModal } from "../../components/ScreenModal.tsx";
import { MSG } from "../../lib/messages.ts";
import { fetchStoreSettings, type Store, saveStoreSettings } from "./stores.api.ts";

const { sessionTimeoutMinutes: timeout } = SETTINGS_BOUNDS;

/**
 * Store Settings, saved on the server (PUT merges); read-only for roles that may not write. Only
 * what takes effect in the store: idle timeout, two-factor, IP whitelist, the break rule and the
 * cash-up's variance tolerance, the labour target and whether the store's managers approve first.
 */
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
    // The schema's refusals, shown under their fields.
    validate: (values): Record<string, string> => {
      const parsed = ZStoreSettings.safeParse(values);
      if (parsed.success) return {};
      return Object.fromEntries(
        parsed.error.issues.map((issue) => [String(issue.path.at(-1) ?? "session_timeout"), issue.message]),
      );
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
  const security = form.values.security;
  const time = form.values.time ?? DEFAULT_STORE_SETTINGS.time;
  const set = (key: keyof TStoreSettings["security"], value: unknown) => {
    form.clearFieldError(key);
    form.setValues({ security: { ...security, [key]: value } });
  };
  const setTime = (key: keyof typeof time, value: unknown) => {
    form.clearFieldError(key);
    form.setValues({ time: { ...time, [key]: value } });
  };
  const cashUp = form.values.cash_up ?? DEFAULT_STORE_SETTINGS.cash_up;
  const labour = form.values.labour ?? DEFAULT_STORE_SETTINGS.labour;
  const approval = form.values.approval ?? DEFAULT_STORE_SETTINGS.approval;
  const schedule = form.values.schedule ?? DEFAULT_STORE_SETTINGS.schedule;

  return (
    <Stack gap="md">
      {!writes && <Alert color="blue">{t("stores.settings.readOnly")}</Alert>}
      <Text size="sm" c="dimmed">
        {t("stores.settings.intro")}
      </Text>
      <NumberInput
        label={t("stores.settings.keys.session_timeout")}
        description={t("stores.settings.sessionTimeoutHint")}
        min={timeout.min}
        max={timeout.max}
        value={security.session_timeout}
        disabled={!writes}
        error={form.errors.session_timeout}
        onChange={(next) => set("session_timeout", typeof next === "number" ? next : Number(next))}
        data-testid="setting-session_timeout"
      />
      <Switch
        label={t("stores.settings.keys.two_factor_auth")}
        description={t("stores.settings.twoFactorHint")}
        checked={security.two_factor_auth}
        disabled={!writes}
        onChange={(event) => set("two_factor_auth", event.currentTarget.checked)}
        data-testid="setting-two_factor_auth"
      />
      <TextInput
        label={t("stores.settings.keys.ip_whitelist")}
        description={t("stores.settings.ipWhitelistHint")}
        placeholder="203.0.113.0/24, 198.51.100.7"
        value={security.ip_whitelist}
        disabled={!writes}
        error={form.errors.ip_whitelist}
        onChange={(event) => set("ip_whitelist", event.currentTarget.value)}
        data-testid="setting-ip_whitelist"
      />
      <Text fw={600} size="sm" mt="xs">
        {t("stores.settings.breakRule")}
      </Text>
      <Text size="sm" c="dimmed">
        {t("stores.settings.breakRuleHint")}
      </Text>
      <Group grow align="start">
        <NumberInput
          label={t("stores.settings.keys.break_after_hours")}
          min={0}
          max={24}
          step={0.5}
          decimalScale={2}
          value={time.break_after_hours}
          disabled={!writes}
          error={form.errors.break_after_hours}
          onChange={(next) => setTime("break_after_hours", typeof next === "number" ? next : Number(next))}
          data-testid="setting-break_after_hours"
        />
        <NumberInput
          label={t("stores.settings.keys.break_minimum_minutes")}
          min={0}
          max={240}
          step={5}
          allowDecimal={false}
          value={time.break_minimum_minutes}
          disabled={!writes}
          error={form.errors.break_minimum_minutes}
          onChange={(next) =>
            setTime("break_minimum_minutes", typeof next === "number" ? next : Number(next))
          }
          data-testid="setting-break_minimum_minutes"
        />
      </Group>
      <Text fw={600} size="sm" mt="xs">
        {t("stores.settings.cashUp")}
      </Text>
      <NumberInput
        label={t("stores.settings.keys.variance_tolerance")}
        description={t("stores.settings.varianceToleranceHint")}
        min={0}
        max={10_000}
        step={1}
        decimalScale={2}
        value={cashUp.variance_tolerance}
        disabled={!writes}
        error={form.errors.variance_tolerance}
        onChange={(next) => {
          form.clearFieldError("variance_tolerance");
          form.setValues({ cash_up: { variance_tolerance: typeof next === "number" ? next : Number(next) } });
        }}
        data-testid="setting-variance_tolerance"
      />
      <Text fw={600} size="sm" mt="xs">
        {t("stores.settings.labour")}
      </Text>
      <NumberInput
        label={t("stores.settings.keys.target_percent")}
        description={t("stores.settings.labourTargetHint")}
        min={0}
        max={100}
        decimalScale={2}
        value={labour.target_percent}
        disabled={!writes}
        error={form.errors.target_percent}
        onChange={(next) => {
          form.clearFieldError("target_percent");
          form.setValues({ labour: { target_percent: typeof next === "number" ? next : Number(next) } });
        }}
        data-testid="setting-target_percent"
      />
      <Text fw={600} size="sm" mt="xs">
        {t("stores.settings.approval")}
      </Text>
      <Switch
        label={t("stores.settings.keys.require_manager_approval")}
        description={t("stores.settings.requireManagerHint")}
        checked={approval.require_manager_approval}
        disabled={!writes}
        onChange={(event) =>
          form.setValues({ approval: { require_manager_approval: event.currentTarget.checked } })
        }
        data-testid="setting-require_manager_approval"
      />
      <Text fw={600} size="sm" mt="xs">
        {t("stores.settings.schedule")}
      </Text>
      <NumberInput
        label={t("stores.settings.keys.min_rest_hours")}
        description={t("stores.settings.minRestHint")}
        min={0}
        max={24}
        decimalScale={1}
        value={schedule.min_rest_hours}
        disabled={!writes}
        error={form.errors.min_rest_hours}
        onChange={(next) => {
          form.clearFieldError("min_rest_hours");
          form.setValues({
            schedule: { ...schedule, min_rest_hours: typeof next === "number" ? next : Number(next) },
          });
        }}
        data-testid="setting-min_rest_hours"
      />
      <NumberInput
        label={t("stores.settings.keys.clock_in_tolerance_minutes")}
        description={t("stores.settings.clockInToleranceHint")}
        min={0}
        max={240}
        allowDecimal={false}
        value={schedule.clock_in_tolerance_minutes}
        disabled={!writes}
        error={form.errors.clock_in_tolerance_minutes}
        onChange={(next) => {
          form.clearFieldError("clock_in_tolerance_minutes");
          form.setValues({
            schedule: {
              ...schedule,
              clock_in_tolerance_minutes: typeof next === "number" ? next : Number(next),
            },
          });
        }}
        data-testid="setting-clock_in_tolerance_minutes"
      />
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
