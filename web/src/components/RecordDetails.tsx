import { Alert, Divider, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { AttachmentList } from "../features/files/AttachmentList.tsx";
import { parseAttachments } from "../features/files/attachment-files.ts";
import { DetailItem } from "./DetailItem.tsx";

/** A labelled value: [i18n key of the label, value]; false leaves it out. */
export type Detail = [string, ReactNode] | false;

interface RecordDetailsProps {
  testId: string;
  title: string;
  subtitle: string;
  amount: string;
  badge: ReactNode;
  /** Shown when the record was rejected. */
  rejection: string | null | false;
  /** The grid of short values. */
  fields: Detail[];
  /** Long values, one a line. */
  wide: Detail[];
  attachments: unknown;
}

/** A record's details: heading with amount and status, the rejection reason, fields, attachments. */
export function RecordDetails(props: RecordDetailsProps) {
  const { t } = useTranslation();
  const item = (detail: Detail) =>
    detail && (
      <DetailItem key={detail[0]} label={t(detail[0])}>
        {detail[1]}
      </DetailItem>
    );
  return (
    <Stack gap="md" data-testid={props.testId}>
      <Group justify="space-between" align="start" wrap="nowrap">
        <div style={{ minWidth: 0 }}>
          <Title order={3} size="h4">
            {props.title}
          </Title>
          <Text size="sm" c="dimmed">
            {props.subtitle}
          </Text>
        </div>
        <Stack gap={4} align="flex-end">
          <Text fw={700} size="lg" data-testid="details-amount">
            {props.amount}
          </Text>
          {props.badge}
        </Stack>
      </Group>
      {props.rejection !== false && (
        <Alert color="red" title={t("kit.rejectionReason")} data-testid="rejection-reason">
          {props.rejection || t("common.none")}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
        {props.fields.map(item)}
      </SimpleGrid>
      {props.wide.map(item)}
      <Divider label={t("attachments.title")} labelPosition="left" />
      <AttachmentList attachments={parseAttachments(props.attachments)} />
    </Stack>
  );
}
