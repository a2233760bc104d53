import { Card, Loader, NativeSelect, SimpleGrid, Text, Title } from "@mantine/core";
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_EVENTS,
  type NotificationChannel,
  type NotificationEvent,
  type TNotificationPreferences,
} from "@storeops/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { notifyError, notifySuccess } from "../../components/notify.ts";
import { isApiError } from "../../lib/api.ts";
import { MSG } from "../../lib/messages.ts";
import {
  fetchNotificationPreferences,
  PREFERENCES_KEY,
  saveNotificationPreferences,
} from "./notifications.api.ts";

/**
 * Profile → Notifications (issue #31): for each event, where it reaches the person: the bell, an
 * email, the daily digest email, or nowhere. Each choice is saved at once.
 */
export function NotificationChannelsCard() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const preferences = useQuery({ queryKey: PREFERENCES_KEY, queryFn: fetchNotificationPreferences });
  const save = useMutation({
    mutationFn: saveNotificationPreferences,
    onSuccess: (answer: TNotificationPreferences) => {
      queryClient.setQueryData(PREFERENCES_KEY, answer);
      notifySuccess(MSG.notificationPreferencesSaved);
    },
    onError: (caught) =>
      notifyError(
        MSG.errorSavingNotificationPreferences,
        isApiError(caught) ? caught.message : String(caught),
      ),
  });
  const channels = NOTIFICATION_CHANNELS.map((channel) => ({
    value: channel,
    label: t(`notifications.channels.${channel}`),
  }));
  const change = (event: NotificationEvent, channel: NotificationChannel) =>
    save.mutate({ [event]: channel });
  return (
    <Card withBorder radius="md" padding="lg" data-testid="notification-channels">
      <Title order={2} size="h4" mb="xs">
        {t("notifications.title")}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t("notifications.help")}
      </Text>
      {preferences.data ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {NOTIFICATION_EVENTS.map((event) => (
            <NativeSelect
              key={event}
              label={t(`notifications.events.${event}`)}
              data={channels}
              value={preferences.data[event]}
              disabled={save.isPending}
              onChange={(e) => change(event, e.currentTarget.value as NotificationChannel)}
              data-testid={`notify-${event}`}
            />
          ))}
        </SimpleGrid>
      ) : preferences.isError ? (
        <Text size="sm" c="red">
          {t("notifications.loadFailed")}
        </Text>
      ) : (
        <Loader size="xs" />
      )}
    </Card>
  );
}
