import { type RowOf, ZIndustryCreate } from "@storeops/domain";
import { blankToNull, recordValues, validateRecord } from "../../components/form/form-values.ts";
import type { RecordFormRules } from "../../components/form/RecordFormModal.tsx";
import type { SaveMessages } from "../../components/form/save-with-files.ts";
import { MSG } from "../../lib/messages.ts";

/** An industry as the industries screen reads it (the domain's row). */
export type Industry = RowOf<"industries">;

const BLANK_INDUSTRY = { name: "", code: "", description: "", status: "active" };

export type IndustryFormValues = typeof BLANK_INDUSTRY;

function industryFormValues(record: Industry | null): IndustryFormValues {
  return recordValues(record, BLANK_INDUSTRY);
}

/** A blank code is left to the server (the name, lower-cased, spaces to hyphens). */
function industryPayload(values: IndustryFormValues): Record<string, unknown> {
  return {
    name: values.name.trim(),
    code: blankToNull(values.code) ?? undefined,
    description: blankToNull(values.description),
    status: values.status,
  };
}

function validateIndustry(values: IndustryFormValues): Record<string, string> {
  return validateRecord(ZIndustryCreate, industryPayload(values), { name: "Industry name" });
}

const industrySaveMessages: SaveMessages = {
  record: "Industry",
  created: MSG.industryCreated,
  updated: MSG.industryUpdated,
  saveError: MSG.industrySaveError,
  filesFailed: MSG.industrySaveError,
};

/** The industries create/edit form's rules, for the kit's RecordFormModal. */
export const industryForm: RecordFormRules<Industry, IndustryFormValues> = {
  initialValues: industryFormValues,
  validate: validateIndustry,
  payload: industryPayload,
  messages: industrySaveMessages,
};
