import { ActionIcon, Anchor, Card, Group, Image, SimpleGrid, Stack, Text } from "@mantine/core";
import { IconDownload, IconExternalLink, IconFileTypePdf, IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { type Attachment, downloadUrl, formatFileSize, isImage, isPdf } from "./attachment-files.ts";

interface AttachmentListProps {
  attachments: Attachment[];
  /** Offered in edit forms: drop a stored file from the record on save. */
  onRemove?: (attachment: Attachment) => void;
}

/** Stored files: image preview, PDF opened in a new tab, download through ?download=1. */
export function AttachmentList({ attachments, onRemove }: AttachmentListProps) {
  const { t } = useTranslation();
  if (attachments.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t("attachments.none")}
      </Text>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" data-testid="attachment-list">
      {attachments.map((file) => {
        const title = file.originalName || file.name;
        return (
          <Card key={file.name} withBorder padding="xs" radius="md" data-testid="attachment">
            <Stack gap={6}>
              {isImage(file) ? (
                <Anchor href={file.url} target="_blank" rel="noopener">
                  <Image src={file.url} alt={title} h={120} fit="contain" radius="sm" />
                </Anchor>
              ) : (
                <Group gap="xs" wrap="nowrap">
                  <IconFileTypePdf size={28} color="var(--mantine-color-red-7)" aria-hidden />
                  <Text size="xs" c="dimmed">
                    {isPdf(file) ? t("attachments.pdf") : file.type}
                  </Text>
                </Group>
              )}
              <Group justify="space-between" wrap="nowrap" gap={4}>
                <div style={{ minWidth: 0 }}>
                  <Text size="sm" truncate title={title}>
                    {title}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {formatFileSize(file.size)}
                  </Text>
                </div>
                <Group gap={2} wrap="nowrap">
                  <ActionIcon
                    component="a"
                    href={file.url}
                    target="_blank"
                    rel="noopener"
                    variant="subtle"
                    aria-label={t("attachments.view", { name: title })}
                    data-testid="attachment-view"
                  >
                    <IconExternalLink size={16} aria-hidden />
                  </ActionIcon>
                  <ActionIcon
                    component="a"
                    href={downloadUrl(file.url)}
                    download={title}
                    variant="subtle"
                    aria-label={t("attachments.download", { name: title })}
                    data-testid="attachment-download"
                  >
                    <IconDownload size={16} aria-hidden />
                  </ActionIcon>
                  {onRemove && (
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t("attachments.remove", { name: title })}
                      onClick={() => onRemove(file)}
                    >
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                  )}
                </Group>
              </Group>
            </Stack>
          </Card>
        );
      })}
    </SimpleGrid>
  );
}
