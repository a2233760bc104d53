import { Select, type SelectProps, Textarea } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { TEXT_LIMIT } from "@storeops/domain";
import { useTranslation } from "react-i18next";
import { optionLabel } from "../../lib/messages.ts";
import { TextField } from "./TextField.tsx";

/** A field that spans the whole form grid. */
export const WIDE = { gridColumn: "1 / -1" } as const;

/** One text, date, time, e-mail or phone field, described as data. */
export interface TextFieldSpec<V> {
  name: keyof V & string;
  /** The label's i18n key. */
  label: string;
  type?: "email" | "tel" | "date" | "time";
  required?: boolean;
  /** `field-<name>` (underscores as hyphens) unless given. */
  testId?: string;
  /** The full i18n key of the hint under the field. */
  hint?: string;
  placeholder?: string;
  wide?: boolean;
}

/** Text fields described as data, drawn in order. */
export function TextFields<V>({ form, fields }: { form: UseFormReturnType<V>; fields: TextFieldSpec<V>[] }) {
  const { t } = useTranslation();
  return fields.map(({ name, label, hint, wide, testId, ...field }) => (
    <TextField
      key={name}
      form={form}
      name={name}
      testId={testId ?? `field-${name.replaceAll("_", "-")}`}
      label={t(label)}
      description={hint ? t(hint) : undefined}
      style={wide ? WIDE : undefined}
      {...field}
    />
  ));
}

/**
 * A record's name (required) and its short code, whose hint says how it is made (the module's
 * `fields.name`, `fields.code` and `form.codeHint` texts); with `suggest`, the empty code shows
 * the code the name would give.
 */
export function nameAndCode<V extends { name: string; code: string }>(
  values: V,
  module: string,
  suggest?: (name: string) => string,
): TextFieldSpec<V>[] {
  const name = values.name.trim();
  return [
    { name: "name", label: `${module}.fields.name`, required: true },
    {
      name: "code",
      label: `${module}.fields.code`,
      hint: `${module}.form.codeHint`,
      placeholder: name && suggest ? suggest(name) : undefined,
    },
  ];
}

interface SelectFieldProps<V> extends Omit<SelectProps, "form"> {
  form: UseFormReturnType<V>;
  name: keyof V & string;
  testId?: string;
}

/** A choice bound to a form value by name; its test id is `field-<name>` unless given. */
export function SelectField<V>({ form, name, testId, ...props }: SelectFieldProps<V>) {
  return <Select {...props} {...form.getInputProps(name)} data-testid={testId ?? `field-${name}`} />;
}

/** A closed option list as a choice's data, each value by its label. */
export const labelledOptions = (values: readonly string[]) =>
  values.map((value) => ({ value, label: optionLabel(value) }));

/** A record's status: one of the module's statuses by their labels, never left blank. */
export function StatusField<V extends { status: string }>({
  form,
  label,
  statuses,
}: {
  form: UseFormReturnType<V>;
  label: string;
  statuses: readonly string[];
}) {
  return (
    <SelectField
      form={form}
      name="status"
      label={label}
      data={labelledOptions(statuses)}
      allowDeselect={false}
    />
  );
}

/** Free text of at most TEXT_LIMIT characters across the whole grid, its count under it. */
export function LimitedTextarea<V>({
  form,
  name,
  label,
  minRows,
  count,
}: {
  form: UseFormReturnType<V>;
  name: keyof V & string;
  label: string;
  minRows: number;
  /** What the counter says; "12/500" by default. */
  count?: (length: number) => string;
}) {
  const length = String(form.values[name] ?? "").length;
  return (
    <Textarea
      label={label}
      autosize
      minRows={minRows}
      maxLength={TEXT_LIMIT}
      description={count ? count(length) : `${length}/${TEXT_LIMIT}`}
      style={WIDE}
      {...form.getInputProps(name)}
      data-testid={`field-${name}`}
    />
  );
}
