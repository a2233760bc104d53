import { Stack } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useUser } from "../../app/session.tsx";
import { type Attachment, parseAttachments } from "../attachments/attachment-files.ts";
import { AttachmentsSection, FormActions, TransactionFormModal } from "./common/TransactionFormShell.tsx";
import { DuplicateWarning } from "./DuplicateWarning.tsx";
import { PurchaseFormFields } from "./PurchaseFormFields.tsx";
import { type PurchaseFormValues, purchaseFormValues, validatePurchase } from "./purchase-form.ts";
import type { Purchase } from "./purchases.api.ts";
import { usePurchaseSave } from "./usePurchaseSave.ts";

interface PurchaseFormModalProps {
  /** null: closed; { record: null }: 'Record New Purchase'; { record }: 'Edit Purchase'. */
  target: { record: Purchase | null } | null;
  onClose: () => void;
}

export function PurchaseFormModal({ target, onClose }: PurchaseFormModalProps) {
  const { t } = useTranslation();
  return (
    <TransactionFormModal
      opened={target !== null}
      onClose={onClose}
      title={target?.record ? t("purchases.form.editTitle") : t("purchases.form.newTitle")}
      testId="purchase-form-modal"
    >
      {(today) =>
        target && (
          <PurchaseForm
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

function PurchaseForm({
  record,
  today,
  onDone,
}: {
  record: Purchase | null;
  today: string;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const user = useUser();
  const save = usePurchaseSave();
  const fixedStore = user.role === "staff";
  const context = { fixedStore };
  const [files, setFiles] = useState<File[]>([]);
  const [kept, setKept] = useState<Attachment[]>(() => parseAttachments(record?.attachments));
  const form = useForm<PurchaseFormValues>({
    mode: "controlled",
    initialValues: purchaseFormValues(record, {
      storeId: fixedStore ? (user.current_store_id ?? "") : "",
      today,
    }),
    validate: (values) => validatePurchase(values, context),
  });

  const submit = form.onSubmit(async (values) => {
    form.setSubmitting(true);
    const result = await save({ record, values, context, files, kept });
    form.setSubmitting(false);
    if (result.ok) onDone();
    else form.setErrors(result.fieldErrors);
  });

  const storeId = fixedStore ? (record?.store_id ?? user.current_store_id ?? "") : form.values.store_id;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <PurchaseFormFields
          form={form}
          fixedStoreName={fixedStore ? (record?.store_name ?? user.current_store?.name ?? "") : null}
        />
        <DuplicateWarning
          store_id={storeId}
          vendor={form.values.vendor}
          invoice_no={form.values.invoice_no}
          exclude_id={record?.id}
        />
        <AttachmentsSection
          label={t("attachments.label")}
          kept={kept}
          onKeptChange={setKept}
          files={files}
          onFilesChange={setFiles}
          disabled={form.submitting}
        />
        <FormActions
          onCancel={onDone}
          submitting={form.submitting}
          submitLabel={record ? t("purchases.form.saveChanges") : t("purchases.form.create")}
          testId="purchase-save"
        />
      </Stack>
    </form>
  );
}
