import { NumberInput, type NumberInputProps, TextInput, type TextInputProps } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { DateField } from "./DateField.tsx";

interface TextFieldProps<V> extends Omit<TextInputProps, "form"> {
  form: UseFormReturnType<V>;
  name: keyof V & string;
  /** Marks the field required (the form's validation says so too). */
  required?: boolean;
  testId?: string;
}

/** A text or date field bound to a form value by name; a date reads in the person's date format (DateField). */
export function TextField<V>({ form, name, required, testId, type, ...props }: TextFieldProps<V>) {
  if (type === "date") {
    const { label, description, placeholder, style, disabled } = props;
    const { value, onChange, error, onFocus, onBlur } = form.getInputProps(name);
    return (
      <DateField
        withAsterisk={required}
        {...{ label, description, placeholder, style, disabled, value, onChange, error, onFocus, onBlur }}
        data-testid={testId}
      />
    );
  }
  return (
    <TextInput
      withAsterisk={required}
      type={type}
      {...props}
      {...form.getInputProps(name)}
      data-testid={testId}
    />
  );
}

interface MoneyFieldProps<V> extends Omit<NumberInputProps, "form"> {
  form: UseFormReturnType<V>;
  name: keyof V & string;
  required?: boolean;
  testId?: string;
}

/**
 * How every dollar amount is typed: "$" before it, thousands separated, two decimals written out
 * when the field loses focus ("412.5" reads "$412.50"), no spinner buttons (they had no accessible
 * name, and nobody steps a price by cents), the decimal keypad on phones.
 */
export const MONEY_INPUT = {
  prefix: "$",
  decimalScale: 2,
  fixedDecimalScale: true,
  min: 0,
  thousandSeparator: ",",
  hideControls: true,
  inputMode: "decimal",
} as const satisfies Partial<NumberInputProps>;

/** A dollar amount bound to a form value, typed as MONEY_INPUT says. */
export function MoneyField<V>({ form, name, required, testId, ...props }: MoneyFieldProps<V>) {
  return (
    <NumberInput
      withAsterisk={required}
      {...MONEY_INPUT}
      {...props}
      {...form.getInputProps(name)}
      data-testid={testId}
    />
  );
}
