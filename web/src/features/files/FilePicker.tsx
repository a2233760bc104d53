import "@mantine/dropzone/styles.css";
import { ActionIcon, Button, Group, List, Stack, Text } from "@mantine/core";
import { Dropzone, type FileRejection } from "@mantine/dropzone";
import { useMediaQuery } from "@mantine/hooks";
import { ATTACHMENT_MIME_TYPES, fileNotSupported, fileTooLarge, MAX_FILE_BYTES } from "@storeops/domain";
import { IconCamera, IconFileUpload, IconPaperclip, IconTrash } from "@tabler/icons-react";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useIsPhone } from "../../lib/useIsPhone.ts";
import { checkFiles, formatFileSize } from "./attachment-files.ts";

interface FilePickerProps {
  files: File[];
  onChange: (files: File[]) => void;
  label: string;
  disabled?: boolean;
}

/**
 * Drag and drop and 'Choose Files'; on a touch device or a phone, where nothing is dragged, the zone
 * says "Take a photo or choose a file" and 'Take a photo' opens the camera (an image input with
 * `capture`), while the zone and 'Choose a file' still open the files (and, on phones, offer the
 * camera too). Files are uploaded after the record saves.
 */
export function FilePicker({ files, onChange, label, disabled }: FilePickerProps) {
  const { t } = useTranslation();
  const openRef = useRef<() => void>(null);
  const cameraRef = useRef<HTMLInputElement>(null);
  const isPhone = useIsPhone();
  const coarse = useMediaQuery("(pointer: coarse)");
  const touch = isPhone || coarse;
  const [errors, setErrors] = useState<string[]>([]);

  const add = (incoming: readonly File[], rejected: string[] = []) => {
    const check = checkFiles(incoming, files.length);
    setErrors([...rejected, ...check.errors]);
    if (check.accepted.length > 0) onChange([...files, ...check.accepted]);
  };

  const onReject = (rejections: FileRejection[]) =>
    add(
      [],
      rejections.map(({ file }) =>
        file.size > MAX_FILE_BYTES ? fileTooLarge(file.name) : fileNotSupported(file.name),
      ),
    );

  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        {label}
      </Text>
      <Dropzone
        openRef={openRef}
        onDrop={(dropped) => add(dropped)}
        onReject={onReject}
        accept={[...ATTACHMENT_MIME_TYPES]}
        disabled={disabled}
        data-testid="file-dropzone"
        p="md"
      >
        <Group justify="center" gap="sm" mih={56} style={{ pointerEvents: "none" }}>
          <IconFileUpload size={28} stroke={1.5} aria-hidden />
          <div>
            <Text size="sm">{t(touch ? "attachments.photoOrFile" : "attachments.dropHere")}</Text>
            <Text size="xs" c="dimmed">
              {t("attachments.limits")}
            </Text>
          </div>
        </Group>
      </Dropzone>
      <Group gap="xs" grow={touch}>
        {touch && (
          <Button
            variant="light"
            leftSection={<IconCamera size={16} aria-hidden />}
            onClick={() => cameraRef.current?.click()}
            disabled={disabled}
            data-testid="camera-button"
          >
            {t("attachments.takePhoto")}
          </Button>
        )}
        <Button
          variant="default"
          size={touch ? "sm" : "xs"}
          leftSection={<IconPaperclip size={14} aria-hidden />}
          onClick={() => openRef.current?.()}
          disabled={disabled}
          data-testid="choose-files"
        >
          {t(touch ? "attachments.chooseFile" : "attachments.chooseFiles")}
        </Button>
      </Group>
      {/* Outside the buttons' row: in a growing Group it took a third of the width (the buttons read
          "Take a" and "Choose" on a phone). */}
      <input
        ref={cameraRef}
        type="file"
        accept="image/*"
        capture="environment"
        hidden
        data-testid="camera-input"
        onChange={(event) => {
          add(Array.from(event.currentTarget.files ?? []));
          event.currentTarget.value = "";
        }}
      />
      {errors.length > 0 && (
        <List size="xs" c="red" data-testid="file-errors" spacing={2}>
          {errors.map((message) => (
            <List.Item key={message}>{message}</List.Item>
          ))}
        </List>
      )}
      {files.length > 0 && (
        <Stack gap={4} data-testid="selected-files">
          {files.map((file, index) => (
            <Group
              key={`${file.name}-${file.size}-${file.lastModified}`}
              justify="space-between"
              wrap="nowrap"
              gap="xs"
            >
              <Text size="sm" truncate>
                {file.name}{" "}
                <Text span size="xs" c="dimmed">
                  {formatFileSize(file.size)}
                </Text>
              </Text>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t("attachments.remove", { name: file.name })}
                onClick={() => onChange(files.filter((_, i) => i !== index))}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
