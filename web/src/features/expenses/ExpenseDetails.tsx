import { Alert, Divider, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { formatBusinessDate, formatDollars, formatInstant } from "../../lib/format.ts";
import { AttachmentList } from "../attachments/AttachmentList.tsx";
import { parseAttachments } from "../attachments/attachment-files.ts";
import { DetailItem } from "../purchases/common/DetailItem.tsx";
import { StatusBadge } from "../purchases/common/StatusBadge.tsx";
import type { Expense } from "./expenses.api.ts";

/** Every field of an expense, the rejection reason when rejected, and its receipts. */
export function ExpenseDetails({ expense }: { expense: Expense }) {
  const { t } = useTranslation();
  const date = (value: string | null) => (value ? formatBusinessDate(value) : null);
  const instant = (value: string | null) => (value ? formatInstant(value) : null);
  const isCheck = expense.payment_type === "check";
  return (
    <Stack gap="md" data-testid="expense-details">
      <Group justify="space-between" align="start" wrap="nowrap">
        <div style={{ minWidth: 0 }}>
          <Title order={3} size="h4">
            {expense.description || t("expenses.noDescription")}
          </Title>
          <Text size="sm" c="dimmed">
            {expense.category}
          </Text>
        </div>
        <Stack gap={4} align="flex-end">
          <Text fw={700} size="lg" data-testid="details-amount">
            {formatDollars(expense.amount)}
          </Text>
          <StatusBadge status={expense.status} />
        </Stack>
      </Group>
      {expense.status === "rejected" && (
        <Alert color="red" title={t("purchases.common.rejectionReason")} data-testid="rejection-reason">
          {expense.rejection_reason || t("common.none")}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
        <DetailItem label={t("expenses.fields.store")}>{expense.store_name}</DetailItem>
        <DetailItem label={t("expenses.fields.date")}>{date(expense.expense_date)}</DetailItem>
        <DetailItem label={t("expenses.fields.paymentType")}>
          {t(`purchases.paymentTypes.${expense.payment_type}`, { defaultValue: expense.payment_type })}
        </DetailItem>
        {isCheck && <DetailItem label={t("expenses.fields.checkNo")}>{expense.check_no}</DetailItem>}
        {isCheck && (
          <DetailItem label={t("expenses.fields.checkDueDate")}>{date(expense.check_due_date)}</DetailItem>
        )}
        <DetailItem label={t("expenses.fields.receipt")}>
          {expense.has_receipt ? t("common.yes") : t("common.no")}
        </DetailItem>
        <DetailItem label={t("expenses.fields.approvedAt")}>{instant(expense.approved_at)}</DetailItem>
        <DetailItem label={t("expenses.fields.createdAt")}>{instant(expense.created_at)}</DetailItem>
      </SimpleGrid>
      <DetailItem label={t("expenses.fields.notes")}>{expense.notes}</DetailItem>
      <Divider label={t("attachments.title")} labelPosition="left" />
      <AttachmentList attachments={parseAttachments(expense.attachments)} />
    </Stack>
  );
}
