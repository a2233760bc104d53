import "@mantine/core/styles/Pill.css";
import "@mantine/core/styles/PillsInput.css";
import { TagsInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import {
  VENDOR_PAYMENT_TERMS_LABELS,
  VENDOR_PAYMENT_TERMS_OFFERED,
  VENDOR_STATUSES,
  type VendorPaymentTerms,
} from "@storeops/domain";
import { useTranslation } from "react-i18next";
import {
  LimitedTextarea,
  nameAndCode,
  SelectField,
  StatusField,
  TextFields,
} from "../../components/form/FieldList.tsx";
import type { VendorFormValues } from "./vendor-form.ts";

/** Spec 2 §3 vendor fields; notes with a live counter (at most 500). */
export function VendorFormFields({ form }: { form: UseFormReturnType<VendorFormValues> }) {
  const { t } = useTranslation();
  return (
    <>
      <TextFields
        form={form}
        fields={[
          ...nameAndCode(form.values, "vendors"),
          {
            name: "contact_person",
            label: "vendors.fields.contactPerson",
            required: true,
            testId: "field-contact",
          },
          { name: "email", type: "email", label: "vendors.fields.email", required: true },
          { name: "phone", type: "tel", label: "vendors.fields.phone", required: true },
          { name: "tax_id", label: "vendors.fields.taxId", testId: "field-tax" },
          { name: "address", label: "vendors.fields.address", required: true, wide: true },
        ]}
      />
      <SelectField
        form={form}
        name="payment_terms"
        label={t("vendors.fields.paymentTerms")}
        data={termsOffered(form.values.payment_terms).map((value) => ({
          value,
          label: VENDOR_PAYMENT_TERMS_LABELS[value],
        }))}
        allowDeselect={false}
        testId="field-terms"
      />
      <StatusField form={form} label={t("vendors.fields.status")} statuses={VENDOR_STATUSES} />
      <TextFields form={form} fields={[{ name: "category", label: "vendors.fields.category" }]} />
      <TagsInput
        label={t("vendors.fields.aliases")}
        description={t("vendors.form.aliasesHint")}
        {...form.getInputProps("aliases")}
        clearable
        splitChars={[","]}
        style={{ gridColumn: "1 / -1" }}
        data-testid="field-aliases"
      />
      <LimitedTextarea
        form={form}
        name="notes"
        label={t("vendors.fields.notes")}
        minRows={2}
        count={(count) => t("vendors.form.notesCount", { count })}
      />
    </>
  );
}

/** The offered terms, and the vendor's own where it holds the other name of one ("Net 30"). */
function termsOffered(current: string): VendorPaymentTerms[] {
  const offered: VendorPaymentTerms[] = [...VENDOR_PAYMENT_TERMS_OFFERED];
  const held = Object.keys(VENDOR_PAYMENT_TERMS_LABELS).find((terms) => terms === current) as
    | VendorPaymentTerms
    | undefined;
  return held && !offered.includes(held) ? [...offered, held] : offered;
}
