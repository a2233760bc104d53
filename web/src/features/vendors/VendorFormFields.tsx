import { Select, Textarea } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import {
  optionLabel,
  TEXT_LIMIT,
  VENDOR_PAYMENT_TERMS,
  VENDOR_PAYMENT_TERMS_LABELS,
  VENDOR_STATUSES,
} from "@storeops/domain";
import { useTranslation } from "react-i18next";
import { TextField } from "../../components/form/TextField.tsx";
import type { VendorFormValues } from "./vendor-form.ts";

/** Spec 2 §3 vendor fields; notes with a live counter (at most 500). */
export function VendorFormFields({ form }: { form: UseFormReturnType<VendorFormValues> }) {
  const { t } = useTranslation();
  return (
    <>
      <TextField form={form} name="name" label={t("vendors.fields.name")} required testId="field-name" />
      <TextField
        form={form}
        name="code"
        label={t("vendors.fields.code")}
        description={t("vendors.form.codeHint")}
        testId="field-code"
      />
      <TextField
        form={form}
        name="contact_person"
        label={t("vendors.fields.contactPerson")}
        required
        testId="field-contact"
      />
      <TextField
        form={form}
        name="email"
        type="email"
        label={t("vendors.fields.email")}
        required
        testId="field-email"
      />
      <TextField
        form={form}
        name="phone"
        type="tel"
        label={t("vendors.fields.phone")}
        required
        testId="field-phone"
      />
      <TextField form={form} name="tax_id" label={t("vendors.fields.taxId")} testId="field-tax" />
      <TextField
        form={form}
        name="address"
        label={t("vendors.fields.address")}
        required
        testId="field-address"
        style={{ gridColumn: "1 / -1" }}
      />
      <Select
        label={t("vendors.fields.paymentTerms")}
        data={VENDOR_PAYMENT_TERMS.map((value) => ({ value, label: VENDOR_PAYMENT_TERMS_LABELS[value] }))}
        allowDeselect={false}
        {...form.getInputProps("payment_terms")}
        data-testid="field-terms"
      />
      <Select
        label={t("vendors.fields.status")}
        data={VENDOR_STATUSES.map((value) => ({ value, label: optionLabel(value) }))}
        allowDeselect={false}
        {...form.getInputProps("status")}
        data-testid="field-status"
      />
      <TextField form={form} name="category" label={t("vendors.fields.category")} testId="field-category" />
      <Textarea
        label={t("vendors.fields.notes")}
        autosize
        minRows={2}
        maxLength={TEXT_LIMIT}
        description={t("vendors.form.notesCount", { count: form.values.notes.length })}
        style={{ gridColumn: "1 / -1" }}
        {...form.getInputProps("notes")}
        data-testid="field-notes"
      />
    </>
  );
}
