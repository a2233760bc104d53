import { Alert, SimpleGrid, Stack, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { writeErrorMessage } from "../../components/notify.ts";
import { MSG } from "../../lib/messages.ts";
import { AvailabilityForm } from "./AvailabilityForm.tsx";
import { DayList } from "./DayList.tsx";
import { MyShifts } from "./MyShifts.tsx";
import { SwapsPanel } from "./SwapsPanel.tsx";
import { useOwnAvailability, useRefreshSchedules, useWeek } from "./schedules.queries.ts";

/** Staff (issue #33, item 4): My shifts of the week with swaps, the store's swaps, their availability. */
export function StaffSchedule({
  storeId,
  weekStart,
  now,
  day,
  onDay,
}: {
  storeId: string;
  weekStart: string;
  now: string;
  day: string;
  onDay: (day: string) => void;
}) {
  const { t } = useTranslation();
  const week = useWeek(storeId, weekStart);
  const own = useOwnAvailability();
  const refresh = useRefreshSchedules();
  const ownIds = (own.data?.employees ?? []).map((employee) => employee.employee_id);
  const days = own.data?.employees[0]?.days;
  if (week.isError) return <Alert color="red">{writeErrorMessage(week.error, MSG.noDataFound)}</Alert>;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <Stack gap="lg">
        {week.data && (
          <MyShifts week={week.data} ownIds={ownIds} now={now} onChanged={() => void refresh()} />
        )}
        <SwapsPanel onChanged={() => void refresh()} />
      </Stack>
      <Stack gap="lg">
        {week.data && (
          <Stack gap="sm">
            <Title order={3} size="h4">
              {t("schedules.mine.store")}
            </Title>
            <DayList week={week.data} date={day} onDate={onDay} writes={false} onOpen={() => undefined} />
          </Stack>
        )}
        {days && <AvailabilityForm days={days} onSaved={() => void refresh()} />}
      </Stack>
    </SimpleGrid>
  );
}
