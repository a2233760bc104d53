import { ActionIcon, Alert, Badge, Button, Card, Group, Indicator, Stack, Text } from "@mantine/core";
import { useDisclosure, useNetwork } from "@mantine/hooks";
import { IconCloudOff, IconCloudUpload } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { formatBusinessDate, formatDollars, formatInstant } from "../lib/format.ts";
import { discardItem, retryItem, sendQueue } from "../lib/offline/queue.ts";
import type { QueueItem } from "../lib/offline/queue-items.ts";
import { useOfflineQueue } from "../lib/offline/useOfflineQueue.ts";
import { confirmDanger } from "./dialogs.tsx";
import { ScreenModal } from "./ScreenModal.tsx";

/** The screen where a queued record of each table is corrected (its RecordPage reads ?queued=). */
const EDIT_ROUTES = { expenses: "/expenses", daily_income: "/daily-income" } as const;

const STATE_COLORS = { waiting: "yellow", sending: "blue", refused: "red" } as const;

/** What a queued write is, in a line: "Expense · Printer paper · $12.34". */
function summary(t: TFunction, item: QueueItem): string {
  if (item.kind === "clock_in") return t("offline.kinds.clock_in");
  if (item.kind === "kiosk_punch") {
    return `${t(`offline.actions.${item.payload.action}`)} · ${item.name}`;
  }
  const { payload } = item;
  const parts = [t(`offline.kinds.${item.table}`)];
  if (typeof payload.description === "string") parts.push(payload.description);
  if (typeof payload.date === "string") parts.push(formatBusinessDate(payload.date));
  if (typeof payload.amount === "number") parts.push(formatDollars(payload.amount));
  return parts.join(" · ");
}

function QueueRow({ item, onEdit }: { item: QueueItem; onEdit: (item: QueueItem) => void }) {
  const { t } = useTranslation();
  const discard = () =>
    confirmDanger({
      title: t("offline.discardTitle"),
      message: t("offline.discardMessage"),
      confirmLabel: t("offline.discard"),
      cancelLabel: t("common.cancel"),
      onConfirm: () => void discardItem(item.id),
    });
  return (
    <Card withBorder padding="sm" radius="md" data-testid="offline-item" data-state={item.state}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={600} size="sm">
            {summary(t, item)}
          </Text>
          <Badge color={STATE_COLORS[item.state]} variant="light" style={{ flexShrink: 0 }}>
            {t(`offline.states.${item.state}`)}
          </Badge>
        </Group>
        <Text size="xs" c="dimmed">
          {t("offline.madeAt", { time: formatInstant(item.created_at) })}
          {item.kind === "record" &&
            item.files.length > 0 &&
            ` · ${t("offline.files", { count: item.files.length })}`}
        </Text>
        {item.state === "refused" && item.message && (
          <Alert color="red" p="xs" data-testid="offline-item-message">
            {item.message}
          </Alert>
        )}
        <Group gap="xs" justify="flex-end">
          {item.state === "refused" && item.kind === "record" && (
            <Button size="compact-sm" variant="default" onClick={() => onEdit(item)}>
              {t("offline.edit")}
            </Button>
          )}
          {item.state === "refused" && (
            <Button size="compact-sm" variant="default" onClick={() => void retryItem(item)}>
              {t("offline.retry")}
            </Button>
          )}
          {item.state !== "sending" && (
            <Button size="compact-sm" variant="subtle" color="red" onClick={discard}>
              {t("offline.discard")}
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}

/** Whether the queue's button shows: something waits, or there is no connection. */
export function useOfflineQueueShown(owner: string): boolean {
  const { online } = useNetwork();
  return useOfflineQueue(owner).length > 0 || !online;
}

/**
 * The on-device queue at a glance (lib/offline): a button with the count of writes waiting to be
 * sent (or "You are offline" while there is no connection), opening the list of them. Each shows
 * what it is, when it was made and its state; a refused one shows the server's message and can be
 * edited (a record, on its screen), tried again or discarded. Nothing when all is sent and online.
 */
export function OfflineQueueButton({ owner, compact = false }: { owner: string; compact?: boolean }) {
  const { t } = useTranslation();
  const [opened, panel] = useDisclosure(false);
  const { online } = useNetwork();
  const items = useOfflineQueue(owner);
  const client = useQueryClient();
  const navigate = useNavigate();
  if (items.length === 0 && online) return null;
  const refused = items.some((item) => item.state === "refused");
  const label = items.length > 0 ? t("offline.buttonCount", { count: items.length }) : t("offline.offline");
  const color = refused ? "red" : items.length > 0 ? "yellow" : "gray";
  const icon = online ? <IconCloudUpload size={18} aria-hidden /> : <IconCloudOff size={18} aria-hidden />;
  return (
    <>
      {compact ? (
        // A phone's top bar: an icon the size of its neighbours, the count on it.
        <Indicator disabled={items.length === 0} label={items.length} size={16} offset={4} color={color}>
          <ActionIcon
            variant="light"
            color={color}
            size="lg"
            onClick={panel.open}
            aria-label={label}
            data-testid="offline-queue-button"
          >
            {icon}
          </ActionIcon>
        </Indicator>
      ) : (
        <Button
          variant="light"
          color={color}
          leftSection={icon}
          onClick={panel.open}
          data-testid="offline-queue-button"
        >
          {label}
        </Button>
      )}
      <ScreenModal opened={opened} onClose={panel.close} title={t("offline.title")} size="md">
        <Stack gap="sm" data-testid="offline-queue-panel">
          {!online && (
            <Alert color="gray" icon={<IconCloudOff size={18} aria-hidden />} title={t("offline.offline")}>
              {t("offline.offlineDetail")}
            </Alert>
          )}
          <Text size="sm" c="dimmed">
            {items.length > 0 ? t("offline.intro") : t("offline.empty")}
          </Text>
          {items.map((item) => (
            <QueueRow
              key={item.id}
              item={item}
              onEdit={(edited) => {
                if (edited.kind !== "record") return;
                panel.close();
                void navigate(`${EDIT_ROUTES[edited.table]}?queued=${encodeURIComponent(edited.id)}`);
              }}
            />
          ))}
          {online && items.some((item) => item.state === "waiting") && (
            <Group justify="flex-end">
              <Button
                onClick={() =>
                  void sendQueue(owner).then(async (sent) => {
                    if (sent > 0) await client.invalidateQueries();
                  })
                }
                data-testid="offline-send-now"
              >
                {t("offline.sendNow")}
              </Button>
            </Group>
          )}
        </Stack>
      </ScreenModal>
    </>
  );
}
