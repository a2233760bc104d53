import { DEFAULT_COUNTRY, DEFAULT_TIMEZONE, MSG, ZStoreCreate } from "@storeops/domain";
import { amountOf, blankToNull, validateRecord } from "../../components/form/form-values.ts";
import type { SaveMessages } from "../../components/form/save-with-files.ts";
import type { Store } from "./stores.api.ts";

export interface StoreFormValues extends Record<string, unknown> {
  name: string;
  code: string;
  industry_id: string;
  status: string;
  address: string;
  city: string;
  state: string;
  postal_code: string;
  country: string;
  phone: string;
  email: string;
  manager_id: string;
  timezone: string;
  monthly_target: number | string;
}

export function storeFormValues(record: Store | null): StoreFormValues {
  return {
    name: record?.name ?? "",
    code: record?.code ?? "",
    industry_id: record?.industry_id ?? "",
    status: record?.status ?? "active",
    address: record?.address ?? "",
    city: record?.city ?? "",
    state: record?.state ?? "",
    postal_code: record?.postal_code ?? "",
    country: record?.country ?? DEFAULT_COUNTRY,
    phone: record?.phone ?? "",
    email: record?.email ?? "",
    manager_id: record?.manager_id ?? "",
    timezone: record?.timezone ?? DEFAULT_TIMEZONE,
    monthly_target: record?.monthly_target ?? "",
  };
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

export const storeSaveMessages: SaveMessages = {
  record: "Store",
  created: MSG.storeCreated,
  updated: MSG.storeUpdated,
  saveError: MSG.storeSaveError,
  filesFailed: MSG.storeSaveError,
};
