import { Alert, Card, Loader, Tabs, Title } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { mayWriteSettings, type SettingsSection } from "@storeops/domain";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { SETTINGS_QUERY_KEY, useUser } from "../../lib/session.tsx";
import { SectionForm } from "./SectionForm.tsx";
import { fetchSettings } from "./settings.api.ts";
import { TABS } from "./settings-fields.ts";

/** The tabs the server returns for this role, each with its own Save Changes. */
export function SettingsTabs() {
  const { t } = useTranslation();
  const user = useUser();
  const wide = useMediaQuery("(min-width: 62em)");
  const settings = useQuery({ queryKey: SETTINGS_QUERY_KEY, queryFn: fetchSettings });
  if (settings.isPending) return <Loader size="sm" />;
  if (settings.isError) return <Alert color="red">{settings.error.message}</Alert>;
  const tabs = TABS.filter((tab) => settings.data[tab.section]);
  const first = tabs[0]?.section ?? "general";
  return (
    <Card withBorder radius="md" padding="lg">
      <Tabs defaultValue={first} orientation={wide ? "vertical" : "horizontal"} keepMounted={false}>
        <Tabs.List
          mb={wide ? 0 : "md"}
          mr={wide ? "lg" : 0}
          style={wide ? undefined : { flexWrap: "nowrap", overflowX: "auto" }}
        >
          {tabs.map((tab) => (
            <Tabs.Tab key={tab.section} value={tab.section} data-testid={`settings-tab-${tab.section}`}>
              {t(`settings.tabs.${tab.section}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {tabs.map((tab) => (
          <Tabs.Panel key={tab.section} value={tab.section}>
            <Title order={2} size="h4" mb="md">
              {t(`settings.titles.${tab.section}`)}
            </Title>
            <SectionForm
              section={tab.section}
              fields={tab.fields}
              saved={settings.data[tab.section] ?? {}}
              editable={mayWriteSettings(user.role, tab.section as SettingsSection)}
            />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Card>
  );
}
