/** Industries. A blank code is derived on the server with industryCodeFromName. */
import { z } from "zod";
import { oneOf, optionalText, requiredText } from "../shared/fields.ts";
import { TEXT_LIMIT } from "../shared/limits.ts";
import { INDUSTRY_STATUSES } from "./options.ts";

const fields = {
  name: requiredText("Industry name"),
  code: optionalText("Industry code", 50),
  description: optionalText("Description", TEXT_LIMIT),
  status: oneOf("Status", INDUSTRY_STATUSES),
};

export const ZIndustryCreate = z.strictObject({ ...fields, status: fields.status.default("active") });

export const ZIndustryUpdate = z.strictObject(fields).partial();
