import { Alert, Divider, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { formatBusinessDate, formatDollars, formatInstant } from "../../lib/format.ts";
import { AttachmentList } from "../attachments/AttachmentList.tsx";
import { parseAttachments } from "../attachments/attachment-files.ts";
import { DetailItem } from "./common/DetailItem.tsx";
import { StatusBadge } from "./common/StatusBadge.tsx";
import type { Purchase } from "./purchases.api.ts";

/** Every field of a purchase, the rejection reason when rejected, and its attachments. */
export function PurchaseDetails({ purchase }: { purchase: Purchase }) {
  const { t } = useTranslation();
  const date = (value: string | null) => (value ? formatBusinessDate(value) : null);
  const instant = (value: string | null) => (value ? formatInstant(value) : null);
  const isCheck = purchase.payment_type === "check";
  return (
    <Stack gap="md" data-testid="purchase-details">
      <Group justify="space-between" align="start" wrap="nowrap">
        <div style={{ minWidth: 0 }}>
          <Title order={3} size="h4">
            {purchase.vendor}
          </Title>
          <Text size="sm" c="dimmed">
            {t("purchases.invoiceLine", { invoice: purchase.invoice_no })}
          </Text>
        </div>
        <Stack gap={4} align="flex-end">
          <Text fw={700} size="lg" data-testid="details-amount">
            {formatDollars(purchase.amount)}
          </Text>
          <StatusBadge status={purchase.status} overdue={purchase.overdue} />
        </Stack>
      </Group>
      {purchase.status === "rejected" && (
        <Alert color="red" title={t("purchases.common.rejectionReason")} data-testid="rejection-reason">
          {purchase.rejection_reason || t("common.none")}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
        <DetailItem label={t("purchases.fields.store")}>{purchase.store_name}</DetailItem>
        <DetailItem label={t("purchases.fields.purchaseDate")}>{date(purchase.purchase_date)}</DetailItem>
        <DetailItem label={t("purchases.fields.dueDate")}>{date(purchase.due_date)}</DetailItem>
        <DetailItem label={t("purchases.fields.paymentType")}>
          {t(`purchases.paymentTypes.${purchase.payment_type}`, { defaultValue: purchase.payment_type })}
        </DetailItem>
        {isCheck && <DetailItem label={t("purchases.fields.checkNo")}>{purchase.check_no}</DetailItem>}
        {isCheck && (
          <DetailItem label={t("purchases.fields.checkDueDate")}>{date(purchase.check_due_date)}</DetailItem>
        )}
        <DetailItem label={t("purchases.fields.approvedAt")}>{instant(purchase.approved_at)}</DetailItem>
        <DetailItem label={t("purchases.fields.paidAt")}>{instant(purchase.paid_at)}</DetailItem>
        <DetailItem label={t("purchases.fields.createdAt")}>{instant(purchase.created_at)}</DetailItem>
      </SimpleGrid>
      <DetailItem label={t("purchases.fields.description")}>{purchase.description}</DetailItem>
      <DetailItem label={t("purchases.fields.notes")}>{purchase.notes}</DetailItem>
      <Divider label={t("attachments.title")} labelPosition="left" />
      <AttachmentList attachments={parseAttachments(purchase.attachments)} />
    </Stack>
  );
}
