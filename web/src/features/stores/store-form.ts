import { DEFAULT_COUNTRY, DEFAULT_TIMEZONE, ZStoreCreate } from "@storeops/domain";
import { amountOf, blankToNull, recordValues, validateRecord } from "../../components/form/form-values.ts";
import type { RecordFormRules } from "../../components/form/RecordFormModal.tsx";
import type { SaveMessages } from "../../components/form/save-with-files.ts";
import { MSG } from "../../lib/messages.ts";
import type { Store } from "./stores.api.ts";

const BLANK_STORE = {
  name: "",
  code: "",
  industry_id: "",
  status: "active",
  address: "",
  city: "",
  state: "",
  postal_code: "",
  country: DEFAULT_COUNTRY,
  phone: "",
  email: "",
  manager_id: "",
  timezone: DEFAULT_TIMEZONE,
  monthly_target: "" as number | string,
};

export type StoreFormValues = typeof BLANK_STORE;

export function storeFormValues(record: Store | null): StoreFormValues {
  return recordValues(record, BLANK_STORE);
}

/** Spec 2 §5: empty industry or manager sent as null; a blank code is made by the server. */
export function storePayload(values: StoreFormValues): Record<string, unknown> {
  return {
    name: values.name.trim(),
    code: blankToNull(values.code) ?? undefined,
    industry_id: values.industry_id || undefined,
    status: values.status,
    address: values.address.trim(),
    city: blankToNull(values.city),
    state: blankToNull(values.state),
    postal_code: blankToNull(values.postal_code),
    country: blankToNull(values.country),
    phone: blankToNull(values.phone),
    email: blankToNull(values.email),
    manager_id: values.manager_id || null,
    timezone: values.timezone,
    monthly_target: amountOf(values.monthly_target) ?? null,
  };
}

/** Name, industry and street address required, with the spec's messages. */
export function validateStore(values: StoreFormValues): Record<string, string> {
  const errors = validateRecord(ZStoreCreate, storePayload(values), {});
  if (!values.name.trim()) errors.name = MSG.storeNameRequired;
  if (!values.industry_id) errors.industry_id = MSG.storeIndustryRequired;
  if (!values.address.trim()) errors.address = MSG.storeAddressRequired;
  return errors;
}

const storeSaveMessages: SaveMessages = {
  record: "Store",
  created: MSG.storeCreated,
  updated: MSG.storeUpdated,
  saveError: MSG.storeSaveError,
  filesFailed: MSG.storeSaveError,
};

/** The stores create/edit form's rules, for the kit's RecordFormModal. */
export const storeForm: RecordFormRules<Store, StoreFormValues> = {
  initialValues: storeFormValues,
  validate: validateStore,
  payload: storePayload,
  messages: storeSaveMessages,
};
