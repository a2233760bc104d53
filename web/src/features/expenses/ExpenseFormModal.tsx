import { Stack } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useUser } from "../../app/session.tsx";
import { type Attachment, parseAttachments } from "../attachments/attachment-files.ts";
import {
  AttachmentsSection,
  FormActions,
  TransactionFormModal,
} from "../purchases/common/TransactionFormShell.tsx";
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
  return (
    <TransactionFormModal
      opened={target !== null}
      onClose={onClose}
      title={target?.record ? t("expenses.form.editTitle") : t("expenses.form.newTitle")}
      testId="expense-form-modal"
    >
      {(today) =>
        target && (
          <ExpenseForm
            key={target.record?.id ?? "new"}
            record={target.record}
            today={today}
            onDone={onClose}
          />
        )
      }
    </TransactionFormModal>
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
        <AttachmentsSection
          label={t("attachments.receipt")}
          kept={kept}
          onKeptChange={setKept}
          files={files}
          onFilesChange={setFiles}
          disabled={form.submitting}
        />
        <FormActions
          onCancel={onDone}
          submitting={form.submitting}
          submitLabel={record ? t("expenses.form.saveChanges") : t("expenses.form.create")}
          testId="expense-save"
        />
      </Stack>
    </form>
  );
}
