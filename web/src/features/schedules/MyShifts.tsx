import { Button, Card, Group, Stack, Text, Textarea, Title } from "@mantine/core";
import { errorSavingRecord, type TScheduleWeek } from "@storeops/domain";
import { IconArrowsExchange } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { notifyError, notifySuccess, writeErrorMessage } from "../../components/notify.ts";
import { ScreenModal } from "../../components/ScreenModal.tsx";
import { formatBusinessDate } from "../../lib/format.ts";
import { offerShift } from "./schedules.api.ts";
import { isoWeekday, notStarted, shiftTimes, type WeekShift } from "./week.ts";

/** Staff: their published shifts of the week, phone first, each future one with "Offer swap". */
export function MyShifts({
  week,
  ownIds,
  now,
  onChanged,
}: {
  week: TScheduleWeek;
  ownIds: readonly string[];
  now: string;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const [offering, setOffering] = useState<WeekShift | null>(null);
  const [note, setNote] = useState("");
  const [busy, setBusy] = useState(false);
  const mine = week.shifts
    .filter((shift) => ownIds.includes(shift.employee_id))
    .sort((a, b) => a.start_at.localeCompare(b.start_at));
  const send = async () => {
    if (!offering) return;
    setBusy(true);
    try {
      await offerShift(offering.id, note.trim() ? { note: note.trim() } : {});
      notifySuccess(t("schedules.mine.offered"));
      setOffering(null);
      setNote("");
      onChanged();
    } catch (error) {
      notifyError(writeErrorMessage(error, errorSavingRecord));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="sm" data-testid="my-shifts">
      <Title order={3} size="h4">
        {t("schedules.mine.title")}
      </Title>
      {mine.length === 0 && (
        <Text size="sm" c="dimmed">
          {t("schedules.mine.none")}
        </Text>
      )}
      {mine.map((shift) => (
        <Card key={shift.id} withBorder padding="sm" data-testid="my-shift">
          <Group justify="space-between" wrap="nowrap" align="center">
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text size="sm" c="dimmed">
                {t(`schedules.weekdays.${isoWeekday(shift.shift_date)}`)}{" "}
                {formatBusinessDate(shift.shift_date)}
              </Text>
              <Text fw={700} style={{ fontVariantNumeric: "tabular-nums" }}>
                {shiftTimes(shift)}
              </Text>
              {shift.position && (
                <Text size="xs" c="dimmed" truncate>
                  {shift.position}
                </Text>
              )}
            </Stack>
            {notStarted(shift, now) && (
              <Button
                size="xs"
                variant="light"
                leftSection={<IconArrowsExchange size={14} aria-hidden />}
                onClick={() => setOffering(shift)}
                data-testid="offer-swap"
              >
                {t("schedules.mine.offer")}
              </Button>
            )}
          </Group>
        </Card>
      ))}
      <ScreenModal
        opened={offering !== null}
        onClose={() => setOffering(null)}
        size="md"
        title={t("schedules.mine.offerTitle")}
      >
        {offering && (
          <Stack gap="sm">
            <Text fw={700}>
              {formatBusinessDate(offering.shift_date)} · {shiftTimes(offering)}
            </Text>
            <Text size="sm">{t("schedules.mine.offerHint")}</Text>
            <Textarea
              label={t("schedules.mine.note")}
              value={note}
              onChange={(event) => setNote(event.currentTarget.value)}
              maxLength={500}
              autosize
              minRows={2}
            />
            <Button onClick={() => void send()} loading={busy} data-testid="offer-send">
              {t("schedules.mine.send")}
            </Button>
          </Stack>
        )}
      </ScreenModal>
    </Stack>
  );
}
