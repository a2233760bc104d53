import {
  ActionIcon,
  Button,
  Divider,
  Group,
  Indicator,
  Popover,
  ScrollArea,
  Stack,
  Text,
  Tooltip,
} from "@mantine/core";
import type { TNotifications } from "@storeops/domain";
import { IconBell } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { apiJson } from "../../lib/api.ts";
import { formatInstant } from "../../lib/format.ts";

const KEY = ["notifications"] as const;

/** The bell of the top bar: the user's newest notifications (login alerts, the events they keep on the bell), unread ones counted. */
export function NotificationsButton() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [opened, setOpened] = useState(false);
  const { data, isError } = useQuery({
    queryKey: KEY,
    queryFn: () => apiJson<TNotifications>("/notifications"),
    refetchInterval: 120_000,
  });
  const markRead = useMutation({
    mutationFn: () => apiJson<{ marked: number }>("/notifications/read", { method: "POST", body: {} }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
  const unread = data?.unread ?? 0;
  const items = data?.items ?? [];
  return (
    <Popover
      width={320}
      position="bottom-end"
      withArrow
      shadow="md"
      opened={opened}
      onChange={setOpened}
      onOpen={() => void queryClient.invalidateQueries({ queryKey: KEY })}
    >
      <Popover.Target>
        <Tooltip label={t("layout.notifications")} disabled={opened}>
          <Indicator
            disabled={unread === 0}
            label={unread > 9 ? "9+" : unread}
            size={16}
            offset={4}
            color="red"
            data-testid="notifications-unread"
          >
            <ActionIcon
              variant="default"
              size="lg"
              onClick={() => setOpened((open) => !open)}
              aria-label={
                unread > 0
                  ? `${t("layout.notifications")} (${t("layout.unreadNotifications", { count: unread })})`
                  : t("layout.notifications")
              }
            >
              <IconBell size={18} aria-hidden />
            </ActionIcon>
          </Indicator>
        </Tooltip>
      </Popover.Target>
      <Popover.Dropdown p={0}>
        {/* A component of its own: built when the bell opens, not with every render of the top bar. */}
        <NotificationList
          items={items}
          unread={unread}
          failed={isError}
          marking={markRead.isPending}
          onMarkRead={() => markRead.mutate()}
        />
      </Popover.Dropdown>
    </Popover>
  );
}

/** The bell's list: its newest notifications, unread ones highlighted. */
function NotificationList({
  items,
  unread,
  failed,
  marking,
  onMarkRead,
}: {
  items: TNotifications["items"];
  unread: number;
  failed: boolean;
  marking: boolean;
  onMarkRead: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Group justify="space-between" px="sm" py="xs">
        <Text fw={600} size="sm">
          {t("layout.notifications")}
        </Text>
        {unread > 0 && (
          <Button size="compact-xs" variant="subtle" loading={marking} onClick={onMarkRead}>
            {t("layout.markAllRead")}
          </Button>
        )}
      </Group>
      <Divider />
      {failed ? (
        <Text size="sm" p="sm" c="red">
          {t("layout.notificationsFailed")}
        </Text>
      ) : items.length === 0 ? (
        <Text size="sm" p="sm">
          {t("layout.noNotifications")}
        </Text>
      ) : (
        <ScrollArea.Autosize mah={360}>
          <Stack gap={0} data-testid="notification-list">
            {items.map((item) => (
              <Stack
                key={item.id}
                gap={2}
                px="sm"
                py="xs"
                bg={item.read ? undefined : "var(--mantine-color-blue-light)"}
                data-testid="notification"
              >
                <Text size="sm" fw={item.read ? 400 : 600}>
                  {item.title}
                </Text>
                <Text size="xs">{item.body}</Text>
                <Text size="xs" c="dimmed">
                  {formatInstant(item.created_at)}
                </Text>
              </Stack>
            ))}
          </Stack>
        </ScrollArea.Autosize>
      )}
    </>
  );
}
