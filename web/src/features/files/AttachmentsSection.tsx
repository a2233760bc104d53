import { Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { AttachmentList } from "./AttachmentList.tsx";
import type { Attachment } from "./attachment-files.ts";
import { FilePicker } from "./FilePicker.tsx";

/** A form's files: the stored ones (removable) and the picker for new ones. */
export function AttachmentsSection({
  kept,
  onKeptChange,
  files,
  onFilesChange,
  disabled,
}: {
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
      <FilePicker label={t("attachments.label")} files={files} onChange={onFilesChange} disabled={disabled} />
    </>
  );
}
