import { Alert, Anchor, Badge, Group, List, Loader, Text, ThemeIcon } from "@mantine/core";
import { dayBefore, type TTodayCashUp, WAITING_CAP, withReason } from "@storeops/domain";
import { IconAlertTriangle, IconCash, IconCheck, IconClock, IconInbox } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Panel } from "../../components/Panel.tsx";
import { formatBusinessDate, formatDollars, formatTimeOfDay } from "../../lib/format.ts";
import { type StoreToday, useStoreTodayList } from "./dashboard.api.ts";

const count = (n: number) => (n > WAITING_CAP ? `${WAITING_CAP}+` : String(n));

/** A cash-up line's colour: still to count (blue), waiting (violet), done (teal), to count again (red). */
const CASH_UP_COLOR: Record<TTodayCashUp["status"], string> = {
  none: "blue",
  open: "blue",
  submitted: "violet",
  approved: "teal",
  rejected: "red",
};

/** The cash-ups screen on a store's day (its list filters: `store`, `from` and `to`). */
const cashUpLink = (storeId: string, date: string) =>
  `/cash-ups?store=${encodeURIComponent(storeId)}&from=${date}&to=${date}`;

function Item({
  icon,
  color,
  to,
  children,
  testId,
}: {
  icon: ReactNode;
  color: string;
  to: string;
  children: ReactNode;
  testId: string;
}) {
  return (
    <List.Item
      icon={
        <ThemeIcon color={color} variant="light" size={28} radius="xl">
          {icon}
        </ThemeIcon>
      }
      data-testid={testId}
    >
      <Anchor component={Link} to={to} size="sm">
        {children}
      </Anchor>
    </List.Item>
  );
}

function Items({ today }: { today: StoreToday }) {
  const { t } = useTranslation();
  const { takings, on_shift: onShift, open_since_before_today: open, waiting_approval: waiting } = today;
  const items: ReactNode[] = [];
  if (!takings.today_entered)
    items.push(
      <Item
        key="takings"
        icon={<IconInbox size={16} />}
        color="blue"
        to="/daily-income"
        testId="today-takings"
      >
        {t("dashboard.today.enterTakings")}
      </Item>,
    );
  if (takings.missing_days.length > 0)
    items.push(
      <Item
        key="missing"
        icon={<IconAlertTriangle size={16} />}
        color="orange"
        to="/daily-income"
        testId="today-missing"
      >
        {t("dashboard.today.missingDays", {
          count: takings.missing_days.length,
          days: takings.missing_days.map(formatBusinessDate).join(", "),
        })}
      </Item>,
    );
  const { today: cashUp, yesterday: lastCashUp } = today.cash_up;
  const variance = (line: TTodayCashUp) => ({ variance: formatDollars(line.variance ?? 0) });
  // Yesterday's cash-up while it is not approved; today's always, approved among what is done.
  if (lastCashUp.status !== "approved")
    items.push(
      <Item
        key="cash-up-yesterday"
        icon={<IconCash size={16} />}
        color={lastCashUp.status === "none" ? "orange" : CASH_UP_COLOR[lastCashUp.status]}
        to={cashUpLink(today.store_id, dayBefore(today.date))}
        testId="today-cash-up-yesterday"
      >
        {t(`dashboard.today.cashUp.yesterday.${lastCashUp.status}`, variance(lastCashUp))}
      </Item>,
    );
  const cashUpItem = (
    <Item
      key="cash-up"
      icon={cashUp.status === "approved" ? <IconCheck size={16} /> : <IconCash size={16} />}
      color={CASH_UP_COLOR[cashUp.status]}
      // Not counted yet: straight to the count form; else the day's cash-up in the list.
      to={cashUp.status === "none" ? "/cash-ups?new=1" : cashUpLink(today.store_id, today.date)}
      testId="today-cash-up"
    >
      {t(`dashboard.today.cashUp.today.${cashUp.status}`, variance(cashUp))}
    </Item>
  );
  const done = cashUp.status === "approved" ? [cashUpItem] : [];
  if (cashUp.status !== "approved") items.push(cashUpItem);
  for (const entry of open)
    items.push(
      <Item
        key={entry.entry_id}
        icon={<IconClock size={16} />}
        color="orange"
        to="/time-attendance"
        testId="today-open"
      >
        {t("dashboard.today.stillClockedIn", {
          name: entry.employee_name,
          date: formatBusinessDate(entry.work_date),
          time: formatTimeOfDay(entry.clock_in_time),
        })}
      </Item>,
    );
  const cashUpsWaiting = `/cash-ups?store=${encodeURIComponent(today.store_id)}&status=submitted`;
  for (const [table, n, to] of [
    ["purchases", waiting.purchases, "/purchases?status=pending"],
    ["expenses", waiting.expenses, "/expenses?status=pending"],
    ["cash_ups", waiting.cash_ups, cashUpsWaiting],
  ] as const)
    if (n > 0)
      items.push(
        <Item
          key={table}
          icon={<IconInbox size={16} />}
          color="violet"
          to={to}
          testId={`today-waiting-${table}`}
        >
          {t(`dashboard.today.waiting.${table}`, { count: n, shown: count(n) })}
        </Item>,
      );
  return (
    <>
      {items.length > 0 ? (
        <List spacing="xs" center>
          {[...items, ...done]}
        </List>
      ) : (
        <>
          <Group gap="xs" data-testid="today-done">
            <ThemeIcon color="teal" variant="light" radius="xl" size={28}>
              <IconCheck size={16} />
            </ThemeIcon>
            <Text size="sm">{t("dashboard.today.allDone")}</Text>
          </Group>
          {done.length > 0 && (
            <List spacing="xs" center mt="xs">
              {done}
            </List>
          )}
        </>
      )}
      <Group gap="xs" mt="sm" data-testid="today-on-shift">
        <Text size="sm" c="dimmed">
          {t("dashboard.today.onShift", { count: onShift.length })}
        </Text>
        {onShift.slice(0, 8).map((person) => (
          <Badge key={person.entry_id} variant="light" color={person.on_break ? "orange" : "teal"}>
            {person.employee_name}
          </Badge>
        ))}
        {onShift.length > 8 && <Text size="sm">+{onShift.length - 8}</Text>}
      </Group>
    </>
  );
}

/** What is still to do today at a store: takings, open entries, approvals, and who is working. */
export function TodayList({ storeId }: { storeId: string | null }) {
  const { t } = useTranslation();
  const today = useStoreTodayList(storeId);
  if (storeId === null) return null;
  return (
    <Panel
      title={
        today.data
          ? t("dashboard.today.title", { store: today.data.store_name })
          : t("dashboard.today.titleLoading")
      }
      testId="today-list"
    >
      {today.error ? (
        <Alert color="red">{withReason(t("dashboard.today.loadFailed"), today.error.message)}</Alert>
      ) : today.data ? (
        <Items today={today.data} />
      ) : (
        <Loader size="sm" />
      )}
    </Panel>
  );
}
