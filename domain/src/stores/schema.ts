/**
 * Stores. `code` defaults on the server to storeCodeFromName(name); `industry` and `manager`
 * are joined names, `staff_count` is counted. The manager must be an admin or store_manager
 * user (server check). `settings` holds the whole store settings object (store-settings.ts).
 */
import { z } from "zod";
import { MSG } from "../messages.ts";
import { ZStoreSettings } from "../schemas/store-settings.ts";
import { date, id, money, oneOf, optionalEmail, optionalText, requiredText } from "../shared/fields.ts";
import { DEFAULT_COUNTRY, DEFAULT_TIMEZONE, STORE_TIMEZONES } from "../shared/options.ts";
import { STORE_STATUSES } from "./options.ts";

const fields = {
  name: requiredText("Store name", 200, MSG.storeNameRequired),
  code: optionalText("Store code", 50),
  industry_id: id(MSG.storeIndustryRequired),
  address: requiredText("Street address", 300, MSG.storeAddressRequired),
  city: optionalText("City"),
  state: optionalText("State"),
  postal_code: optionalText("Postal code", 20),
  country: optionalText("Country", 100),
  phone: optionalText("Phone", 50),
  email: optionalEmail(),
  manager_id: id().nullable().optional(),
  status: oneOf("Status", STORE_STATUSES),
  timezone: oneOf("Time zone", STORE_TIMEZONES),
  monthly_target: money("Monthly target").nullable().optional(),
  /** Free-form per-day hours, e.g. { monday: "09:00-18:00" }. */
  opening_hours: z.record(z.string().max(50), z.unknown()).nullable().optional(),
  established: date("Established").nullable().optional(),
  settings: ZStoreSettings.nullable().optional(),
};

export const ZStoreCreate = z.strictObject({
  ...fields,
  country: fields.country.default(DEFAULT_COUNTRY),
  status: fields.status.default("active"),
  timezone: fields.timezone.default(DEFAULT_TIMEZONE),
});

export const ZStoreUpdate = z.strictObject(fields).partial();
