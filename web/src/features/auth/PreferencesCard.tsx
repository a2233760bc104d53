import { Card, Loader, Stack, Switch, Title } from "@mantine/core";
import { ZAppSettings, ZPrivacySettings } from "@storeops/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { notifyError } from "../../components/notify.ts";
import { isApiError } from "../../lib/api.ts";
import { fetchOwnSettings, OWN_SETTINGS_KEY, type Preferences, savePreferences } from "./profile.api.ts";

/** The toggles of each section, in the order of the domain's settings schemas. */
const KEYS = {
  notifications: Object.keys(ZAppSettings.shape.notifications.shape),
  privacy: Object.keys(ZPrivacySettings.shape),
};

/** Notification Preferences or Privacy Controls: each toggle is saved on the server at once. */
export function PreferencesCard({ section }: { section: "notifications" | "privacy" }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const settings = useQuery({ queryKey: OWN_SETTINGS_KEY, queryFn: fetchOwnSettings });
  const save = useMutation({
    mutationFn: (values: Preferences) => savePreferences(section, values),
    onSuccess: (answer) => queryClient.setQueryData(OWN_SETTINGS_KEY, answer),
    onError: (caught) => notifyError(isApiError(caught) ? caught.message : String(caught)),
  });
  const values: Preferences | undefined = settings.data?.[section];
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} size="h4" mb="md">
        {t(section === "notifications" ? "profile.notifications" : "profile.privacy")}
      </Title>
      {values ? (
        <Stack gap="sm">
          {KEYS[section].map((key) => (
            <Switch
              key={key}
              label={t(`profile.prefs.${key}`)}
              checked={Boolean(values[key])}
              disabled={save.isPending}
              onChange={(event) => save.mutate({ [key]: event.currentTarget.checked })}
              data-testid={`pref-${key}`}
            />
          ))}
        </Stack>
      ) : (
        <Loader size="xs" />
      )}
    </Card>
  );
}
