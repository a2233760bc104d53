import { TextInput, type TextInputProps } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";

interface TextFieldProps<V> extends Omit<TextInputProps, "form"> {
  form: UseFormReturnType<V>;
  name: keyof V & string;
  /** Marks the field required (the form's validation says so too). */
  required?: boolean;
  testId?: string;
}

/** A text or date field bound to a form value by name. */
export function TextField<V>({ form, name, required, testId, ...props }: TextFieldProps<V>) {
  return <TextInput withAsterisk={required} {...props} {...form.getInputProps(name)} data-testid={testId} />;
}
