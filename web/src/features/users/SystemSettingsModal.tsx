import {
  Alert,
  Button,
  Group,
  Loader,
  Modal,
  NumberInput,
  SimpleGrid,
  Stack,
  Switch,
  Title,
} from "@mantine/core";
import { SETTINGS_BOUNDS as B, type TUserPolicySettings } from "@storeops/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { apiFieldErrors, notifySuccess } from "../../components/notify.ts";
import { isApiError } from "../../lib/api.ts";
import { fetchPolicy, POLICY_KEY, savePolicy } from "./users.api.ts";

type Group_ = keyof TUserPolicySettings;
const NUMBERS: Array<[Group_, string, { min: number; max: number }]> = [
  ["password_policy", "min_length", B.passwordMinLength],
  ["password_policy", "expiry_days", B.passwordExpiryDays],
  ["sessions", "timeout_minutes", B.sessionTimeoutMinutes],
  ["sessions", "max_concurrent", B.maxConcurrentSessions],
  ["sessions", "remember_me_days", B.rememberMeDays],
  ["audit", "retention_days", B.logRetentionDays],
];
const SWITCHES: Array<[Group_, string]> = [
  ["password_policy", "require_uppercase"],
  ["password_policy", "require_numbers"],
  ["password_policy", "require_special"],
  ["audit", "log_user_actions"],
  ["audit", "log_data_changes"],
  ["notifications", "email_alerts"],
  ["notifications", "system_maintenance"],
  ["notifications", "security_alerts"],
];
const GROUPS: Group_[] = ["password_policy", "sessions", "audit", "notifications"];

/** User System Settings: the password policy, sessions, audit and alerts, saved on the server and in force. */
export function SystemSettingsModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const saved = useQuery({ queryKey: POLICY_KEY, queryFn: fetchPolicy, enabled: opened });
  const [values, setValues] = useState<TUserPolicySettings | null>(null);
  useEffect(() => {
    if (opened && saved.data?.user_policy) setValues(saved.data.user_policy);
  }, [opened, saved.data]);
  const save = useMutation({
    mutationFn: () => savePolicy(values ?? {}),
    onSuccess: (answer) => {
      queryClient.setQueryData(POLICY_KEY, answer);
      notifySuccess(t("users.policy.saved"));
      onClose();
    },
  });
  const errors = apiFieldErrors(save.error);
  const set = (group: Group_, key: string, value: number | boolean) =>
    setValues((current) =>
      current ? { ...current, [group]: { ...current[group], [key]: value } } : current,
    );
  const get = (group: Group_, key: string) =>
    (values?.[group] as Record<string, number | boolean> | undefined)?.[key];
  return (
    <Modal opened={opened} onClose={onClose} title={t("users.policy.title")} size="lg" centered>
      {!values ? (
        <Loader size="sm" />
      ) : (
        <Stack>
          {GROUPS.map((group) => (
            <div key={group}>
              <Title order={3} size="h5" mb="xs">
                {t(`users.policy.groups.${group}`)}
              </Title>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                {NUMBERS.filter(([g]) => g === group).map(([, key, bounds]) => (
                  <NumberInput
                    key={key}
                    label={t(`users.policy.fields.${key}`)}
                    description={`${bounds.min}–${bounds.max}`}
                    min={bounds.min}
                    max={bounds.max}
                    allowDecimal={false}
                    value={Number(get(group, key))}
                    error={errors[`${group}.${key}`]}
                    onChange={(value) => set(group, key, Number(value))}
                    data-testid={`policy-${key}`}
                  />
                ))}
                {SWITCHES.filter(([g]) => g === group).map(([, key]) => (
                  <Switch
                    key={key}
                    label={t(`users.policy.fields.${key}`)}
                    checked={Boolean(get(group, key))}
                    onChange={(event) => set(group, key, event.currentTarget.checked)}
                  />
                ))}
              </SimpleGrid>
            </div>
          ))}
          {save.error && (
            <Alert color="red">{isApiError(save.error) ? save.error.message : String(save.error)}</Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t("users.cancel")}
            </Button>
            <Button loading={save.isPending} onClick={() => save.mutate()} data-testid="policy-save">
              {t("users.policy.save")}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
