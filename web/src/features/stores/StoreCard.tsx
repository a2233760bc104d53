import { Badge, Card, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import {
  IconEye,
  IconMapPin,
  IconPencil,
  IconPhone,
  IconSettings,
  IconTrash,
  IconUser,
} from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { IconButton } from "../../components/IconButton.tsx";
import { StatusBadge } from "../../components/StatusBadge.tsx";
import { formatCount, formatDollarsWhole } from "../../lib/format.ts";
import { MSG } from "../../lib/messages.ts";
import type { Store } from "./stores.api.ts";

export type StoreAction = "view" | "edit" | "settings" | "delete";

function Figure({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Stack gap={0} align="center" data-testid={testId} ta="center">
      <Text fw={700} size="sm">
        {value}
      </Text>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
    </Stack>
  );
}

/** Spec 2 §2.7: one store with its industry, status, address, manager, phone, staff, revenue and orders. */
export function StoreCard({
  store,
  onAction,
  revenue,
  period,
}: {
  store: Store;
  onAction: (action: StoreAction, store: Store) => void;
  /** The store's revenue of the page's period (the summary's); undefined while it loads. */
  revenue?: number;
  /** That period in words ("this month"), after the figure's label. */
  period?: string;
}) {
  const { t } = useTranslation();
  const allowed = new Set(store.allowed_actions ?? []);
  const address = [store.address, store.city, store.state].filter(Boolean).join(", ");
  const button = (action: StoreAction, Icon: typeof IconEye, color?: string) => (
    <IconButton
      size="xs"
      variant={action === "view" ? "light" : "subtle"}
      color={color}
      icon={Icon}
      onClick={() => onAction(action, store)}
      data-testid={`store-${action}`}
    >
      {t(`stores.actions.${action}`)}
    </IconButton>
  );
  return (
    <Card withBorder radius="md" padding="md" data-testid="store-card">
      <Stack gap="xs" h="100%">
        <Group justify="space-between" align="start" wrap="nowrap">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Title order={4} style={{ overflowWrap: "anywhere" }}>
              {store.name}
            </Title>
            <Group gap={6}>
              <Badge variant="light" size="sm">
                {store.code}
              </Badge>
              <Text size="xs" c="dimmed" data-testid="store-industry">
                {store.industry ?? MSG.notAssigned}
              </Text>
            </Group>
          </Stack>
          <div style={{ flexShrink: 0 }}>
            <StatusBadge status={store.status} />
          </div>
        </Group>
        <Stack gap={4} style={{ flexGrow: 1 }}>
          <Group gap={6} wrap="nowrap">
            <IconMapPin size={14} aria-hidden style={{ flexShrink: 0 }} />
            <Text size="sm">{address || MSG.notProvided}</Text>
          </Group>
          <Group gap={6} wrap="nowrap">
            <IconUser size={14} aria-hidden style={{ flexShrink: 0 }} />
            <Text size="sm" data-testid="store-manager">
              {store.manager ?? MSG.noManager}
            </Text>
          </Group>
          <Group gap={6} wrap="nowrap">
            <IconPhone size={14} aria-hidden style={{ flexShrink: 0 }} />
            <Text size="sm">{store.phone || MSG.notProvided}</Text>
          </Group>
        </Stack>
        <SimpleGrid cols={3} spacing="xs">
          <Figure label={t("stores.card.staff")} value={formatCount(store.staff_count)} />
          <Figure
            label={period ? `${t("stores.card.revenue")} · ${period}` : t("stores.card.revenue")}
            value={revenue === undefined ? "…" : formatDollarsWhole(revenue)}
            testId="store-revenue"
          />
          <Figure label={t("stores.card.orders")} value={formatCount(store.orders)} />
        </SimpleGrid>
        <Group gap={4}>
          {button("view", IconEye)}
          {allowed.has("edit") && button("edit", IconPencil)}
          {allowed.has("settings") && button("settings", IconSettings)}
          {allowed.has("delete") && button("delete", IconTrash, "red")}
        </Group>
      </Stack>
    </Card>
  );
}
