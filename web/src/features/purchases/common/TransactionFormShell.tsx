import { Button, Center, Group, Loader, Modal, Stack, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { MOBILE_QUERY } from "../../../app/theme.ts";
import { AttachmentList } from "../../attachments/AttachmentList.tsx";
import type { Attachment } from "../../attachments/attachment-files.ts";
import { FilePicker } from "../../attachments/FilePicker.tsx";
import { useServerDate } from "./queries.ts";

/** The create/edit modal of purchases and expenses: full screen on phones, waits for the server's today. */
export function TransactionFormModal({
  opened,
  title,
  testId,
  onClose,
  children,
}: {
  opened: boolean;
  title: string;
  testId: string;
  onClose: () => void;
  children: (today: string) => ReactNode;
}) {
  const { t } = useTranslation();
  const isPhone = useMediaQuery(MOBILE_QUERY);
  const today = useServerDate();
  return (
    <Modal
      closeButtonProps={{ "aria-label": t("purchases.common.closeDialog") }}
      opened={opened}
      onClose={onClose}
      title={title}
      size="lg"
      fullScreen={isPhone}
      data-testid={testId}
    >
      {opened &&
        (today.data === undefined && !today.isError ? (
          <Center py="xl">
            <Loader size="sm" />
          </Center>
        ) : (
          children(today.data ?? "")
        ))}
    </Modal>
  );
}

/** Stored attachments (removable) and the picker for new files. */
export function AttachmentsSection({
  label,
  kept,
  onKeptChange,
  files,
  onFilesChange,
  disabled,
}: {
  label: string;
  kept: Attachment[];
  onKeptChange: (kept: Attachment[]) => void;
  files: File[];
  onFilesChange: (files: File[]) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      {kept.length > 0 && (
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t("attachments.stored")}
          </Text>
          <AttachmentList
            attachments={kept}
            onRemove={(file) => onKeptChange(kept.filter((k) => k.name !== file.name))}
          />
        </Stack>
      )}
      <FilePicker label={label} files={files} onChange={onFilesChange} disabled={disabled} />
    </>
  );
}

/** Cancel and save, right-aligned. */
export function FormActions({
  onCancel,
  submitting,
  submitLabel,
  testId,
}: {
  onCancel: () => void;
  submitting: boolean;
  submitLabel: string;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end" gap="xs">
      <Button variant="default" onClick={onCancel} disabled={submitting}>
        {t("common.cancel")}
      </Button>
      <Button type="submit" loading={submitting} data-testid={testId}>
        {submitLabel}
      </Button>
    </Group>
  );
}
