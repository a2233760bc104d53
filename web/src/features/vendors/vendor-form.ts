import { DEFAULT_VENDOR_PAYMENT_TERMS, ZVendorCreate } from "@storeops/domain";
import { blankToNull, recordValues, validateRecord } from "../../components/form/form-values.ts";
import type { RecordFormRules } from "../../components/form/RecordFormModal.tsx";
import type { SaveMessages } from "../../components/form/save-with-files.ts";
import { MSG } from "../../lib/messages.ts";
import type { Vendor } from "./vendor-list.tsx";

const BLANK_VENDOR = {
  name: "",
  code: "",
  contact_person: "",
  email: "",
  phone: "",
  address: "",
  tax_id: "",
  payment_terms: DEFAULT_VENDOR_PAYMENT_TERMS,
  status: "active",
  category: "",
  notes: "",
  aliases: [] as string[],
};

export type VendorFormValues = typeof BLANK_VENDOR;

function vendorFormValues(record: Vendor | null): VendorFormValues {
  const values = recordValues(record, BLANK_VENDOR);
  return { ...values, aliases: Array.isArray(record?.aliases) ? (record.aliases as string[]) : [] };
}

/** The API body: no totals (they are derived from purchases), a blank code left to the server. */
function vendorPayload(values: VendorFormValues): Record<string, unknown> {
  return {
    name: values.name.trim(),
    code: blankToNull(values.code) ?? undefined,
    contact_person: values.contact_person.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    address: values.address.trim(),
    tax_id: blankToNull(values.tax_id),
    payment_terms: values.payment_terms,
    status: values.status,
    category: blankToNull(values.category) ?? undefined,
    notes: blankToNull(values.notes),
    aliases: values.aliases,
  };
}

/** Spec 2 §5: name, contact person, email (format), phone and address required; notes ≤ 500. */
function validateVendor(values: VendorFormValues): Record<string, string> {
  return validateRecord(ZVendorCreate, vendorPayload(values), {
    name: "Vendor name",
    contact_person: "Contact person",
    email: "Email",
    phone: "Phone",
    address: "Address",
  });
}

const vendorSaveMessages: SaveMessages = {
  record: "Vendor",
  created: MSG.vendorAdded,
  updated: MSG.vendorUpdated,
  saveError: MSG.vendorSaveError,
  filesFailed: MSG.vendorSaveError,
};

/** The vendors create/edit form's rules, for the kit's RecordFormModal. */
export const vendorForm: RecordFormRules<Vendor, VendorFormValues> = {
  initialValues: vendorFormValues,
  validate: validateVendor,
  payload: vendorPayload,
  messages: vendorSaveMessages,
};
