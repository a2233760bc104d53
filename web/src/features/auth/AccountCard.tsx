import { Avatar, Card, Divider, Group, Loader, Stack, Text, Title } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { IconButton } from "../../components/IconButton.tsx";
import { notifyError, notifySuccess } from "../../components/notify.ts";
import { isApiError } from "../../lib/api.ts";
import type { SessionUser } from "../../lib/auth.api.ts";
import { formatCount, formatInstant, initials } from "../../lib/format.ts";
import { ACTIVITY_KEY, downloadMyData, fetchActivity } from "./profile.api.ts";

/** The left card: who, Account Activity with real figures, and Download My Data. */
export function AccountCard({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const activity = useQuery({ queryKey: ACTIVITY_KEY, queryFn: fetchActivity });
  const [downloading, setDownloading] = useState(false);
  const row = (label: string, value: string, testId: string) => (
    <Group justify="space-between" wrap="nowrap">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600} data-testid={testId}>
        {value}
      </Text>
    </Group>
  );
  const download = async () => {
    setDownloading(true);
    try {
      notifySuccess(t("profile.downloaded", { name: await downloadMyData() }));
    } catch (caught) {
      notifyError(isApiError(caught) ? caught.message : String(caught));
    } finally {
      setDownloading(false);
    }
  };
  const data = activity.data;
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack align="center" gap={4}>
        <Avatar size={80} radius={80} color="blue" src={user.profile_image_url || null} alt={user.name}>
          {initials(user.name)}
        </Avatar>
        <Title order={2} size="h4" ta="center">
          {user.name}
        </Title>
        <Text c="dimmed" size="sm">
          {t(`roles.${user.role}`)}
        </Text>
        {user.current_store && (
          <Text size="sm">{t("profile.currentStore", { name: user.current_store.name })}</Text>
        )}
      </Stack>
      <Divider my="md" />
      <Title order={3} size="h5" mb="xs">
        {t("profile.activity")}
      </Title>
      {data ? (
        <Stack gap={6}>
          {row(t("profile.recordsCreated"), formatCount(data.records_created), "activity-records")}
          {row(
            t("profile.lastSignIn"),
            data.last_login_at ? formatInstant(data.last_login_at) : t("profile.never"),
            "activity-last-sign-in",
          )}
          {row(
            t("profile.memberSince"),
            new Date(data.member_since).toLocaleDateString("en-US", { month: "short", year: "numeric" }),
            "activity-member-since",
          )}
          {row(t("profile.activeSessions"), formatCount(data.active_sessions), "activity-sessions")}
        </Stack>
      ) : (
        <Loader size="xs" />
      )}
      <IconButton
        mt="md"
        fullWidth
        variant="light"
        icon={IconDownload}
        loading={downloading}
        onClick={() => void download()}
        data-testid="download-my-data"
      >
        {t("profile.download")}
      </IconButton>
    </Card>
  );
}
