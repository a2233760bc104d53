import { SimpleGrid, Stack } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import type { DocumentProposalFields, TableName } from "@storeops/domain";
import type { TFunction } from "i18next";
import { type ReactNode, useState } from "react";
import { AttachmentsSection } from "../../features/files/AttachmentsSection.tsx";
import { type Attachment, parseAttachments } from "../../features/files/attachment-files.ts";
import { discardItem } from "../../lib/offline/queue.ts";
import { draftFiles, type RecordItem } from "../../lib/offline/queue-items.ts";
import type { Row } from "../../lib/rest.ts";
import { useUser } from "../../lib/session.tsx";
import { FormActions, FormModal } from "./FormModal.tsx";
import { fillFromReceipt } from "./fill-from-receipt.ts";
import { ReadingNotice } from "./ReadingNotice.tsx";
import { type SaveMessages, useSaveWithFiles } from "./save-with-files.ts";
import { useReceiptReading } from "./useReceiptReading.ts";
import { useSubmitForm } from "./useSubmitForm.ts";

export interface FormContext {
  /** Staff: the store is the current store, fixed, and not sent (the server fills it). */
  fixedStore: boolean;
}

/** What a feature gives to get its create/edit modal with files; Fields render into a two-column grid. */
export interface RecordFormSpec<T, V> {
  table: TableName;
  /** The files section (purchases, expenses); false for tables without attachments. */
  files?: boolean;
  /** "purchase" → purchase-form-modal, purchase-save. */
  testId: string;
  titles: { create: string; edit: string };
  submitLabels: { create: string; edit: string };
  initialValues: (record: T | null, defaults: { storeId: string; today: string }) => V;
  validate: (values: V, context: FormContext) => Record<string, string>;
  payload: (values: V, context: FormContext) => Row;
  Fields: (props: {
    form: UseFormReturnType<V>;
    record: T | null;
    fixedStoreName: string | null;
    /** The files picked, not yet uploaded (the duplicate check fingerprints them). */
    files: File[];
  }) => ReactNode;
  messages: SaveMessages;
  /**
   * A new record's form filled from its attached receipt (features/documents): the form field each
   * proposed field fills when the user has not touched it. Nothing is saved until the user saves.
   */
  receiptFields?: Partial<Record<keyof DocumentProposalFields, keyof V & string>>;
}

/** The parts of a create/edit form its module defines: opening values, checks, API body, save messages. */
export type RecordFormRules<T, V> = Pick<
  RecordFormSpec<T, V>,
  "initialValues" | "validate" | "payload" | "messages"
>;

/** A form's titles and save labels from its module's texts: `<module>.form.{newTitle, editTitle, create, save}`. */
export function formTexts(t: TFunction, module: string) {
  return {
    titles: { create: t(`${module}.form.newTitle`), edit: t(`${module}.form.editTitle`) },
    submitLabels: { create: t(`${module}.form.create`), edit: t(`${module}.form.save`) },
  };
}

type Stored = { id: string; store_id?: string | null; store_name?: string | null; attachments?: unknown };

/**
 * null: closed; { record: null }: create; { record }: edit; { record: null, draft }: a new record
 * the server refused from the on-device queue, opened to be corrected and sent again (lib/offline).
 */
export function RecordFormModal<T extends Stored, V extends Record<string, unknown>>({
  spec,
  target,
  onClose,
}: {
  spec: RecordFormSpec<T, V>;
  target: { record: T | null; draft?: RecordItem } | null;
  onClose: () => void;
}) {
  return (
    <FormModal
      opened={target !== null}
      onClose={onClose}
      title={target?.record ? spec.titles.edit : spec.titles.create}
      testId={`${spec.testId}-form-modal`}
    >
      {(today) =>
        target && (
          <RecordForm
            key={target.record?.id ?? target.draft?.id ?? "new"}
            spec={spec}
            record={target.record}
            draft={target.draft}
            today={today}
            onDone={onClose}
          />
        )
      }
    </FormModal>
  );
}

function RecordForm<T extends Stored, V extends Record<string, unknown>>({
  spec,
  record,
  draft,
  today,
  onDone,
}: {
  spec: RecordFormSpec<T, V>;
  record: T | null;
  draft?: RecordItem;
  today: string;
  onDone: () => void;
}) {
  const user = useUser();
  const save = useSaveWithFiles<T>(spec.table, spec.messages);
  const context: FormContext = { fixedStore: user.role === "staff" };
  const [files, setFiles] = useState<File[]>(() => (draft ? draftFiles(draft) : []));
  const [kept, setKept] = useState<Attachment[]>(() => parseAttachments(record?.attachments));
  const { form, busy, onSubmit } = useSubmitForm<V>({
    initialValues: spec.initialValues(record ?? (draft?.payload as T | undefined) ?? null, {
      storeId: context.fixedStore ? (user.current_store_id ?? "") : "",
      today,
    }),
    validate: (values) => spec.validate(values, context),
    submit: async (values) => {
      await save({ record, payload: spec.payload(values, context), files, kept });
      // Sent (or queued again with new keys): the refused one is done with.
      if (draft) await discardItem(draft.id);
    },
    failureText: spec.messages.saveError,
    onSuccess: onDone,
  });

  const receiptFields = spec.receiptFields;
  const reading = useReceiptReading(spec.table === "expenses" ? "expenses" : "purchases", (fields) =>
    receiptFields ? fillFromReceipt(form, fields, receiptFields) : [],
  );
  const onFilesChange = (next: File[]) => {
    setFiles(next);
    if (receiptFields && !record) reading.onFilesAdded(next);
  };

  const fixedStoreName = context.fixedStore ? (record?.store_name ?? user.current_store?.name ?? "") : null;
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <ReadingNotice state={reading.state} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <spec.Fields form={form} record={record} fixedStoreName={fixedStoreName} files={files} />
        </SimpleGrid>
        {spec.files !== false && (
          <AttachmentsSection
            kept={kept}
            onKeptChange={setKept}
            files={files}
            onFilesChange={onFilesChange}
            disabled={busy}
          />
        )}
        <FormActions
          onCancel={onDone}
          submitting={busy}
          submitLabel={record ? spec.submitLabels.edit : spec.submitLabels.create}
          testId={`${spec.testId}-save`}
        />
      </Stack>
    </form>
  );
}
