import { Alert, Button, Center, Group, Loader, Modal, Stack } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useServerDate } from "../list/queries.ts";
import { ScreenModal } from "../ScreenModal.tsx";
import type { SubmitForm } from "./useSubmitForm.ts";

/** A create/edit modal: full screen on phones; the form waits for the server's today. */
export function FormModal({
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
  const today = useServerDate();
  return (
    <ScreenModal opened={opened} onClose={onClose} title={title} data-testid={testId}>
      {opened &&
        (today.data === undefined && !today.isError ? (
          <Center py="xl">
            <Loader size="sm" />
          </Center>
        ) : (
          children(today.data ?? "")
        ))}
    </ScreenModal>
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

/** A kit form: its fields stacked, then cancel and save (spinning while the form is busy). */
export function FormBody<V>({
  action,
  onCancel,
  submitLabel,
  testId,
  gap = "md",
  browserChecks = false,
  children,
}: {
  action: SubmitForm<V>;
  onCancel: () => void;
  submitLabel: string;
  testId: string;
  gap?: "sm" | "md";
  /** Let the browser refuse blank required fields before the form's own checks. */
  browserChecks?: boolean;
  children: ReactNode;
}) {
  return (
    <form onSubmit={action.onSubmit} noValidate={!browserChecks}>
      <Stack gap={gap}>
        {children}
        <FormActions onCancel={onCancel} submitting={action.busy} submitLabel={submitLabel} testId={testId} />
      </Stack>
    </form>
  );
}

/** The form's alert: what it refused before sending, or the server's refusal, above the fields. */
export function FormAlert({ action, testId }: { action: { problem: string | null }; testId?: string }) {
  if (!action.problem) return null;
  return (
    <Alert color="red" role="alert" data-testid={testId}>
      {action.problem}
    </Alert>
  );
}

/**
 * A small form in a modal (leave, review, passwords): closing it, by cancel or after saving, empties
 * the form for the next opening.
 */
export function FormDialog<V>({
  opened,
  onClose,
  title,
  testId,
  centered,
  ...body
}: Omit<Parameters<typeof FormBody<V>>[0], "onCancel" | "testId"> & {
  opened: boolean;
  onClose: () => void;
  title: string;
  testId?: string;
  /** The save button's test id. */
  saveTestId: string;
  centered?: boolean;
}) {
  const close = () => {
    body.action.reset();
    onClose();
  };
  const { saveTestId, ...rest } = body;
  return (
    <Modal opened={opened} onClose={close} title={title} centered={centered} data-testid={testId}>
      <FormBody {...rest} onCancel={close} testId={saveTestId} />
    </Modal>
  );
}
