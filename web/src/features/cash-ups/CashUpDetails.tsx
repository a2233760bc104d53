import { Stack } from "@mantine/core";
import { RecordDetails } from "../../components/RecordDetails.tsx";
import { StatusBadge } from "../../components/StatusBadge.tsx";
import { formatBusinessDate, formatDollars } from "../../lib/format.ts";
import { CashUpTerms } from "./CashUpTerms.tsx";
import type { CashUp } from "./cash-ups.api.ts";

/** A cash-up: the day and store, the terms as counted, who counted and decided, the reason and the deposit. */
export function CashUpDetails({ record: r }: { record: CashUp }) {
  return (
    <Stack gap="md">
      <RecordDetails
        testId="cash-up-details"
        title={formatBusinessDate(r.business_date)}
        subtitle={[r.store_name, r.store_code && `(${r.store_code})`].filter(Boolean).join(" ")}
        amount={r.counted_cash === null ? "—" : formatDollars(r.counted_cash)}
        badge={<StatusBadge status={r.status} />}
        rejection={r.status === "rejected" && r.rejection_reason}
        fields={[
          ["cashUps.fields.countedBy", r.counted_by_name ?? "—"],
          r.approved_by_name !== null && ["cashUps.fields.approvedBy", r.approved_by_name],
          ["cashUps.fields.deposit", r.deposit_amount === null ? "—" : formatDollars(r.deposit_amount)],
          ["cashUps.fields.bankReference", r.bank_reference ?? "—"],
        ]}
        wide={[
          r.variance_reason !== null && ["cashUps.fields.varianceReason", r.variance_reason],
          ["kit.fields.notes", r.notes],
        ]}
        attachments={null}
      />
      <CashUpTerms
        terms={{
          opening_float: r.opening_float,
          cash_takings: r.cash_takings,
          cash_purchases: r.cash_purchases,
          cash_expenses: r.cash_expenses,
          cash_drops: r.cash_drops,
          expected: r.expected_cash,
          counted: r.counted_cash,
          variance: r.variance,
        }}
      />
    </Stack>
  );
}
