import { Button, Group, List, Text, TextInput } from "@mantine/core";
import { errorSavingRecord } from "@storeops/domain";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { confirmDanger } from "../../components/dialogs.tsx";
import { DateField } from "../../components/form/DateField.tsx";
import { notifyError, notifySuccess, writeErrorMessage } from "../../components/notify.ts";
import { Panel } from "../../components/Panel.tsx";
import { formatBusinessDate } from "../../lib/format.ts";
import { addScheduleHoliday, removeScheduleHoliday, scheduleHolidays } from "./schedules.api.ts";
import { useRefreshSchedules } from "./schedules.queries.ts";
import { addDays } from "./week.ts";

/** The forecast averages the 8 weeks before the week: the holidays that can change it, and the week's own. */
const LOOKBACK_DAYS = 56;

/**
 * The store's holidays around the week (issue #33 item 2): days the manager marks so the takings
 * forecast leaves them out — the 8 weeks it averages and the week shown. Add one (a date and a
 * name) or remove one (asked first); the week's figures follow.
 */
export function HolidaysPanel({ storeId, weekStart }: { storeId: string; weekStart: string }) {
  const { t } = useTranslation();
  const refresh = useRefreshSchedules();
  const from = addDays(weekStart, -LOOKBACK_DAYS);
  const to = addDays(weekStart, 6);
  const holidays = useQuery({
    queryKey: ["schedules", "holidays", storeId, from, to],
    queryFn: ({ signal }) => scheduleHolidays({ store_id: storeId, from, to }, signal),
  });
  const [date, setDate] = useState("");
  const [name, setName] = useState("");
  const [busy, setBusy] = useState(false);
  const h = (key: string, values?: Record<string, string>) => t(`schedules.holidays.${key}`, values);
  const add = async () => {
    setBusy(true);
    try {
      await addScheduleHoliday({ store_id: storeId, date, name: name.trim() });
      notifySuccess(h("added"));
      setDate("");
      setName("");
      await refresh();
    } catch (error) {
      notifyError(writeErrorMessage(error, errorSavingRecord));
    } finally {
      setBusy(false);
    }
  };
  const remove = (id: string, day: string) =>
    confirmDanger({
      title: h("removeTitle"),
      message: h("removeQuestion", { day: formatBusinessDate(day) }),
      confirmLabel: h("remove"),
      cancelLabel: t("common.cancel"),
      onConfirm: () =>
        void removeScheduleHoliday(id)
          .then(() => {
            notifySuccess(h("removed"));
            return refresh();
          })
          .catch((error: unknown) => notifyError(writeErrorMessage(error, errorSavingRecord))),
    });
  const rows = holidays.data?.holidays ?? [];
  return (
    <Panel title={h("title")} testId="holidays-panel" titleSize="h5">
      <Text size="sm" c="dimmed" mb="xs">
        {h("intro")}
      </Text>
      {rows.length > 0 && (
        <List spacing={4} size="sm" listStyleType="none" mb="sm">
          {rows.map((holiday) => (
            <List.Item key={holiday.id} data-testid="holiday-row">
              <Group gap="xs" wrap="nowrap">
                <Text size="sm">
                  {formatBusinessDate(holiday.date)}
                  {holiday.name ? ` · ${holiday.name}` : ""}
                </Text>
                <Button
                  size="compact-xs"
                  variant="subtle"
                  color="red"
                  onClick={() => remove(holiday.id, holiday.date)}
                  data-testid="holiday-remove"
                >
                  {h("remove")}
                </Button>
              </Group>
            </List.Item>
          ))}
        </List>
      )}
      <Group align="flex-end" gap="xs" wrap="wrap">
        <DateField label={h("date")} value={date} onChange={setDate} data-testid="holiday-date" w={160} />
        <TextInput
          label={h("name")}
          value={name}
          maxLength={100}
          onChange={(event) => setName(event.currentTarget.value)}
          data-testid="holiday-name"
          w={220}
        />
        <Button
          variant="default"
          onClick={() => void add()}
          disabled={!date}
          loading={busy}
          data-testid="holiday-add"
        >
          {h("add")}
        </Button>
      </Group>
    </Panel>
  );
}
