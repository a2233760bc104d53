import { Textarea } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { useTranslation } from "react-i18next";

/** Notes: free text across the whole form grid. */
export function NotesField<V extends { notes: string }>({
  form,
  label,
}: {
  form: UseFormReturnType<V>;
  /** A form's own label for its notes ("Notes" by default). */
  label?: string;
}) {
  const { t } = useTranslation();
  return (
    <Textarea
      label={label ?? t("kit.fields.notes")}
      autosize
      minRows={2}
      style={{ gridColumn: "1 / -1" }}
      {...form.getInputProps("notes")}
      data-testid="field-notes"
    />
  );
}
