import type { UseFormReturnType } from "@mantine/form";
import type { ProposedField, ProposedFields } from "./useReceiptReading.ts";

/**
 * Fills a form's fields the user has not touched from a read receipt: `fieldOf` names the form
 * field each proposed field goes into. Answers the proposed fields it filled.
 */
export function fillFromReceipt<V>(
  form: UseFormReturnType<V>,
  fields: ProposedFields,
  fieldOf: Partial<Record<ProposedField, string>>,
): ProposedField[] {
  const filled: ProposedField[] = [];
  for (const [proposed, target] of Object.entries(fieldOf) as [ProposedField, string][]) {
    const value = fields[proposed]?.value;
    if (value === undefined || form.isDirty(target)) continue;
    form.setFieldValue(target as never, value as never);
    filled.push(proposed);
  }
  return filled;
}
