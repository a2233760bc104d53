import { Button, Center, Group, Loader, Modal, Stack, Text } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useMediaQuery } from "@mantine/hooks";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useUser } from "../../app/session.tsx";
import { MOBILE_QUERY } from "../../app/theme.ts";
import { AttachmentList } from "../attachments/AttachmentList.tsx";
import { type Attachment, parseAttachments } from "../attachments/attachment-files.ts";
import { FilePicker } from "../attachments/FilePicker.tsx";
import { useServerDate } from "../purchases/common/queries.ts";
import { ExpenseFormFields } from "./ExpenseFormFields.tsx";
import { type ExpenseFormValues, expenseFormValues, validateExpense } from "./expense-form.ts";
import type { Expense } from "./expenses.api.ts";
import { useExpenseSave } from "./useExpenseSave.ts";

interface ExpenseFormModalProps {
  /** null: closed; { record: null }: 'Submit New Expense'; { record }: 'Edit Expense'. */
  target: { record: Expense | null } | null;
  onClose: () => void;
}

export function ExpenseFormModal({ target, onClose }: ExpenseFormModalProps) {
  const { t } = useTranslation();
  const isPhone = useMediaQuery(MOBILE_QUERY);
  const today = useServerDate();
  return (
    <Modal
      closeButtonProps={{ "aria-label": t("purchases.common.closeDialog") }}
      opened={target !== null}
      onClose={onClose}
      title={target?.record ? t("expenses.form.editTitle") : t("expenses.form.newTitle")}
      size="lg"
      fullScreen={isPhone}
      data-testid="expense-form-modal"
    >
      {target &&
        (today.data === undefined && !today.isError ? (
          <Center py="xl">
            <Loader size="sm" />
          </Center>
        ) : (
          <ExpenseForm
            key={target.record?.id ?? "new"}
            record={target.record}
            today={today.data ?? ""}
            onDone={onClose}
          />
        ))}
    </Modal>
  );
}

function ExpenseForm({
  record,
  today,
  onDone,
}: {
  record: Expense | null;
  today: string;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const user = useUser();
  const save = useExpenseSave();
  const fixedStore = user.role === "staff";
  const context = { fixedStore };
  const [files, setFiles] = useState<File[]>([]);
  const [kept, setKept] = useState<Attachment[]>(() => parseAttachments(record?.attachments));
  const form = useForm<ExpenseFormValues>({
    mode: "controlled",
    initialValues: expenseFormValues(record, {
      storeId: fixedStore ? (user.current_store_id ?? "") : "",
      today,
    }),
    validate: (values) => validateExpense(values, context),
  });

  const submit = form.onSubmit(async (values) => {
    form.setSubmitting(true);
    const result = await save({ record, values, context, files, kept });
    form.setSubmitting(false);
    if (result.ok) onDone();
    else form.setErrors(result.fieldErrors);
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <ExpenseFormFields
          form={form}
          fixedStoreName={fixedStore ? (record?.store_name ?? user.current_store?.name ?? "") : null}
        />
        {kept.length > 0 && (
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {t("attachments.stored")}
            </Text>
            <AttachmentList
              attachments={kept}
              onRemove={(file) => setKept(kept.filter((k) => k.name !== file.name))}
            />
          </Stack>
        )}
        <FilePicker
          label={t("attachments.receipt")}
          files={files}
          onChange={setFiles}
          disabled={form.submitting}
        />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onDone} disabled={form.submitting}>
            {t("common.cancel")}
          </Button>
          <Button type="submit" loading={form.submitting} data-testid="expense-save">
            {record ? t("expenses.form.saveChanges") : t("expenses.form.create")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
