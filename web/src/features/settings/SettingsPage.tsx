import { Alert, Card, Select, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../components/PageHeader.tsx";
import { fetchPublicStores } from "../../lib/rest.ts";
import { useSession, useUser } from "../../lib/session.tsx";
import { SettingsTabs } from "./SettingsTabs.tsx";

/** Application settings (spec 3 §3), saved on the server, and for staff the current store. */
export default function SettingsPage() {
  const { t } = useTranslation();
  const user = useUser();
  const { switchStore } = useSession();
  const [error, setError] = useState<string | null>(null);
  const storeIds = user.role === "staff" ? user.assigned_stores : [];
  // Staff read only their current store through the data API; the public list names the others.
  const stores = useQuery({
    queryKey: ["public-stores"],
    enabled: storeIds.length > 1,
    queryFn: fetchPublicStores,
    select: (all) => all.filter((store) => storeIds.includes(store.id)),
  });

  return (
    <Stack gap="md">
      <PageHeader title={t("nav.settings")} />
      <SettingsTabs />
      {storeIds.length > 1 && (
        <Card withBorder radius="md" padding="lg">
          <Title order={2} size="h4" mb="xs">
            {t("settings.currentStore")}
          </Title>
          <Text size="sm" c="dimmed" mb="sm">
            {t("settings.currentStoreText")}
          </Text>
          <Select
            label={t("settings.currentStore")}
            data={(stores.data ?? []).map((s) => ({
              value: s.id,
              label: t("login.storeOption", { code: s.code, name: s.name }),
            }))}
            value={user.current_store_id}
            onChange={(value) => {
              if (!value) return;
              setError(null);
              switchStore(value).catch((caught: unknown) =>
                setError(caught instanceof Error ? caught.message : t("settings.switchFailed")),
              );
            }}
            maw={360}
          />
          {error && (
            <Alert color="red" mt="sm">
              {error}
            </Alert>
          )}
        </Card>
      )}
    </Stack>
  );
}
