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
import { useServerDate } from "./common/queries.ts";
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
  const isPhone = useMediaQuery(MOBILE_QUERY);
  const today = useServerDate();
  return (
    <Modal
      closeButtonProps={{ "aria-label": t("purchases.common.closeDialog") }}
      opened={target !== null}
      onClose={onClose}
      title={target?.record ? t("purchases.form.editTitle") : t("purchases.form.newTitle")}
      size="lg"
      fullScreen={isPhone}
      data-testid="purchase-form-modal"
    >
      {target &&
        (today.data === undefined && !today.isError ? (
          <Center py="xl">
            <Loader size="sm" />
          </Center>
        ) : (
          <PurchaseForm
            key={target.record?.id ?? "new"}
            record={target.record}
            today={today.data ?? ""}
            onDone={onClose}
          />
        ))}
    </Modal>
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
          label={t("attachments.label")}
          files={files}
          onChange={setFiles}
          disabled={form.submitting}
        />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onDone} disabled={form.submitting}>
            {t("common.cancel")}
          </Button>
          <Button type="submit" loading={form.submitting} data-testid="purchase-save">
            {record ? t("purchases.form.saveChanges") : t("purchases.form.create")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
