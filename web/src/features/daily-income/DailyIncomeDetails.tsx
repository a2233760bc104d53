import { Alert, Stack } from "@mantine/core";
import { isWithin24Hours } from "@storeops/domain";
import { RecordDetails } from "../../components/RecordDetails.tsx";
import { formatDollars } from "../../lib/format.ts";
import { MSG } from "../../lib/messages.ts";
import { useUser } from "../../lib/session.tsx";
import type { DailyIncome } from "./daily-income.api.ts";
import { longDate, workHours } from "./work-hours.ts";

/** Spec 2 §2.4 detail modal: long date, store name and code, work hours, the tiles, total, notes, files. */
export function DailyIncomeDetails({ record: r }: { record: DailyIncome }) {
  const user = useUser();
  // Staff and managers may change a record for 24 hours (the server enforces it); say why Edit is gone.
  const writer = user.role === "store_manager" || (user.role === "staff" && r.created_by === user.id);
  const tooOld = writer && !isWithin24Hours(r.created_at, new Date());
  return (
    <Stack gap="md">
      <RecordDetails
        testId="daily-income-details"
        title={longDate(r.date)}
        subtitle={[r.store_name, r.store_code && `(${r.store_code})`].filter(Boolean).join(" ")}
        amount={formatDollars(r.total_income)}
        badge={null}
        rejection={false}
        fields={[
          ["dailyIncome.fields.workHours", workHours(r)],
          ["dailyIncome.fields.cash", formatDollars(r.income_cash)],
          ["dailyIncome.fields.card", formatDollars(r.income_card)],
          ["dailyIncome.fields.other", formatDollars(r.income_other)],
          ["dailyIncome.fields.totalIncome", formatDollars(r.total_income)],
        ]}
        wide={[["kit.fields.notes", r.notes]]}
        attachments={r.attachments}
      />
      {tooOld && (
        <Alert color="yellow" variant="light" data-testid="edit-window-closed">
          {MSG.dailyIncomeEditTooOld}
        </Alert>
      )}
    </Stack>
  );
}
