import { Badge, Card, Center, Group, Loader, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { type FigurePeriod, isRollingPeriod } from "@storeops/domain";
import {
  IconCash,
  IconReceipt,
  IconShoppingCart,
  IconTrendingDown,
  IconTrendingUp,
} from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { PeriodPicker } from "../../components/PeriodPicker.tsx";
import { ScreenModal } from "../../components/ScreenModal.tsx";
import { StatCardGrid, stat } from "../../components/StatCard.tsx";
import { formatBusinessDate, formatDollars, formatInstant } from "../../lib/format.ts";
import { MSG, optionLabel } from "../../lib/messages.ts";
import { fetchStoreOverview, type Store, type StoreOverview } from "./stores.api.ts";

function Panel({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <Card withBorder radius="md" padding="md" data-testid={testId}>
      <Title order={5} mb="xs">
        {title}
      </Title>
      {children}
    </Card>
  );
}

function Line({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500} ta="right">
        {value}
      </Text>
    </Group>
  );
}

function Body({ data }: { data: StoreOverview }) {
  const { t } = useTranslation();
  const p = (key: string, options?: Record<string, unknown>) => t(`stores.panel.${key}`, options);
  const day = (value: { date: string; total: number } | null) =>
    value ? `${formatDollars(value.total)} · ${formatBusinessDate(value.date)}` : t("common.none");
  const loss = data.net_profit < 0;
  // The cards name the period they cover ("Revenue · this month"); a rolling period by its dates only.
  const period = isRollingPeriod(data.period) ? undefined : t(`kit.period.names.${data.period}`);
  const s = data.store;
  const address = [s.address, s.city, s.state, s.postal_code, s.country].filter(Boolean).join(", ");
  return (
    <Stack gap="md">
      <StatCardGrid
        cols={2}
        spacing="xs"
        testId="overview-cards"
        cards={[
          stat("stores.panel.revenue", formatDollars(data.revenue), IconCash, {
            color: "teal",
            period,
            hint: p("records", { count: data.income_record_count }),
          }),
          stat("stores.panel.purchases", formatDollars(data.purchases), IconShoppingCart, {
            color: "blue",
            period,
            hint: p("orders", { count: data.purchase_count }),
          }),
          stat("stores.panel.expenses", formatDollars(data.expenses), IconReceipt, {
            color: "orange",
            period,
            hint: p("items", { count: data.expense_count }),
          }),
          stat(
            `stores.panel.${loss ? "netLoss" : "netProfit"}`,
            formatDollars(Math.abs(data.net_profit)),
            loss ? IconTrendingDown : IconTrendingUp,
            {
              color: loss ? "red" : "green",
              period,
              hint: p("range", { from: formatBusinessDate(data.from), to: formatBusinessDate(data.to) }),
            },
          ),
        ]}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Panel title={p("dailyIncome")} testId="overview-daily">
          <Stack gap={4}>
            <Line label={p("totalRecords")} value={data.daily_income.records} />
            <Line label={p("average")} value={formatDollars(data.daily_income.average)} />
            <Line label={p("best")} value={day(data.daily_income.best)} />
            <Line label={p("worst")} value={day(data.daily_income.worst)} />
          </Stack>
        </Panel>
        <Panel title={p("breakdown")} testId="overview-breakdown">
          <Stack gap={4}>
            <Line label={p("cash")} value={formatDollars(data.income_breakdown.cash)} />
            <Line label={p("cardIncome")} value={formatDollars(data.income_breakdown.card)} />
            <Line label={p("other")} value={formatDollars(data.income_breakdown.other)} />
            <Line label={p("total")} value={<strong>{formatDollars(data.revenue)}</strong>} />
          </Stack>
        </Panel>
        <Panel title={p("team")} testId="overview-team">
          {data.team.length === 0 ? (
            <Text size="sm" c="dimmed">
              {MSG.noTeamMembers}
            </Text>
          ) : (
            <Stack gap={6}>
              {data.team.map((member) => (
                <Group
                  key={member.id}
                  gap="xs"
                  wrap="nowrap"
                  bg={member.is_manager ? "var(--mantine-color-blue-light)" : undefined}
                  p={member.is_manager ? 4 : 0}
                  style={{ borderRadius: 6 }}
                >
                  <Badge
                    variant="dot"
                    color={member.status === "active" ? "green" : "gray"}
                    aria-label={optionLabel(member.status)}
                  >
                    {member.name}
                  </Badge>
                  <Text size="xs" c="dimmed">
                    {member.position || MSG.defaultStaffPositionLabel}
                    {member.is_manager ? ` · ${p("manager")}` : ""}
                  </Text>
                </Group>
              ))}
            </Stack>
          )}
        </Panel>
        <Panel title={p("information")} testId="overview-information">
          <Stack gap={4}>
            <Line label={t("stores.fields.status")} value={optionLabel(s.status)} />
            <Line label={t("stores.fields.industry")} value={s.industry ?? MSG.notAssigned} />
            <Line label={t("stores.fields.manager")} value={s.manager ?? MSG.notAssigned} />
            <Line label={t("stores.fields.phone")} value={s.phone || MSG.notProvided} />
            <Line label={t("stores.fields.email")} value={s.email || MSG.notProvided} />
            <Line label={t("stores.fields.address")} value={address || MSG.notProvided} />
          </Stack>
        </Panel>
      </SimpleGrid>
      <Panel title={p("activity")} testId="overview-activity">
        {data.recent_activity.length === 0 ? (
          <Text size="sm" c="dimmed">
            {MSG.noRecentActivity}
          </Text>
        ) : (
          <Stack gap={6}>
            {data.recent_activity.map((item, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of the server's answer
              <Group key={index} justify="space-between" wrap="nowrap" gap="xs" data-testid="activity-row">
                <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
                  <Badge variant="light" size="sm" style={{ flexShrink: 0 }}>
                    {p(`types.${item.type}`)}
                  </Badge>
                  <Text size="sm" truncate>
                    {item.description}
                  </Text>
                </Group>
                <Text size="sm" style={{ flexShrink: 0 }}>
                  {formatDollars(item.amount)} · {formatBusinessDate(item.date)}
                </Text>
              </Group>
            ))}
          </Stack>
        )}
      </Panel>
      <Panel title={p("audit")} testId="overview-audit">
        {data.audit.length === 0 ? (
          <Text size="sm" c="dimmed">
            {p("noAudit")}
          </Text>
        ) : (
          <Stack gap={6}>
            {data.audit.map((entry) => (
              <Stack key={entry.id} gap={0}>
                <Text size="sm">{entry.description}</Text>
                <Text size="xs" c="dimmed">
                  {optionLabel(entry.action)} · {entry.user_name ?? ""} · {formatInstant(entry.created_at)}
                </Text>
              </Stack>
            ))}
          </Stack>
        )}
      </Panel>
    </Stack>
  );
}

/** The store detail panel: a dialog titled with the store's name, figures from GET /api/stores/{id}/overview. */
export function StoreDetailPanel({
  store,
  onClose,
  today,
  period,
  onPeriod,
}: {
  store: Store | null;
  onClose: () => void;
  /** The store's today list (the dashboard module's), shown above the figures. */
  today?: (storeId: string) => ReactNode;
  /** The period of the figures: the Stores page's, so the panel and the cards agree. */
  period: FigurePeriod;
  onPeriod: (period: FigurePeriod) => void;
}) {
  const overview = useQuery({
    queryKey: ["stores", "overview", store?.id, period],
    queryFn: ({ signal }) => fetchStoreOverview(store?.id ?? "", period, signal),
    enabled: store !== null,
  });
  return (
    <ScreenModal
      opened={store !== null}
      onClose={onClose}
      title={store?.name ?? ""}
      size="xl"
      data-testid="store-panel"
    >
      <Stack gap="md">
        {store && today && <Suspense fallback={null}>{today(store.id)}</Suspense>}
        <PeriodPicker
          value={period}
          onChange={onPeriod}
          range={overview.data && { key: period, from: overview.data.from, to: overview.data.to }}
          testId="overview-period"
        />
        {overview.data ? (
          <Body data={overview.data} />
        ) : overview.isError ? (
          <Text c="red">{overview.error.message}</Text>
        ) : (
          <Center py="xl">
            <Loader size="sm" />
          </Center>
        )}
      </Stack>
    </ScreenModal>
  );
}
