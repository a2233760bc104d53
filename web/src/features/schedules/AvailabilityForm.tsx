import { Button, Card, Group, Stack, Switch, Text, TextInput, Title } from "@mantine/core";
import { errorSavingRecord, type TAvailability } from "@storeops/domain";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { notifyError, notifySuccess, writeErrorMessage } from "../../components/notify.ts";
import { saveAvailability } from "./schedules.api.ts";

type Day = TAvailability["employees"][number]["days"][number];

/** Staff: their availability per weekday (available or not, and optionally from–to), saved at once. */
export function AvailabilityForm({ days, onSaved }: { days: readonly Day[]; onSaved: () => void }) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Day[]>([...days]);
  const [busy, setBusy] = useState(false);
  useEffect(() => setValues([...days]), [days]);
  const set = (weekday: number, change: Partial<Day>) =>
    setValues((current) => current.map((day) => (day.weekday === weekday ? { ...day, ...change } : day)));
  const save = async () => {
    setBusy(true);
    try {
      await saveAvailability({
        days: values.map((day) => ({
          weekday: day.weekday,
          available: day.available,
          from_time: day.available && day.from_time && day.to_time ? day.from_time : null,
          to_time: day.available && day.from_time && day.to_time ? day.to_time : null,
        })),
      });
      notifySuccess(t("schedules.availability.saved"));
      onSaved();
    } catch (error) {
      notifyError(writeErrorMessage(error, errorSavingRecord));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="sm" data-testid="availability">
      <Title order={3} size="h4">
        {t("schedules.availability.title")}
      </Title>
      <Card withBorder padding="sm">
        <Stack gap="xs">
          {values.map((day) => (
            <Group key={day.weekday} gap="xs" wrap="wrap" justify="space-between">
              <Switch
                label={t(`schedules.weekdays.${day.weekday}`)}
                checked={day.available}
                onChange={(event) => set(day.weekday, { available: event.currentTarget.checked })}
                w={140}
                data-testid={`availability-${day.weekday}`}
              />
              {day.available ? (
                <Group gap={4} wrap="nowrap">
                  <TextInput
                    type="time"
                    size="xs"
                    w={96}
                    aria-label={`${t(`schedules.weekdays.${day.weekday}`)} ${t("schedules.availability.from")}`}
                    value={day.from_time?.slice(0, 5) ?? ""}
                    onChange={(event) => set(day.weekday, { from_time: event.currentTarget.value || null })}
                  />
                  <Text size="xs">–</Text>
                  <TextInput
                    type="time"
                    size="xs"
                    w={96}
                    aria-label={`${t(`schedules.weekdays.${day.weekday}`)} ${t("schedules.availability.to")}`}
                    value={day.to_time?.slice(0, 5) ?? ""}
                    onChange={(event) => set(day.weekday, { to_time: event.currentTarget.value || null })}
                  />
                </Group>
              ) : null}
            </Group>
          ))}
          <Group justify="flex-end">
            <Button onClick={() => void save()} loading={busy} data-testid="availability-save">
              {t("schedules.availability.save")}
            </Button>
          </Group>
        </Stack>
      </Card>
    </Stack>
  );
}
