import { PasswordInput, Text } from "@mantine/core";
import { FormAlert, FormDialog } from "./FormModal.tsx";
import { FormProblem, useDialogForm } from "./useSubmitForm.ts";

export interface PasswordField {
  name: string;
  label: string;
  autoComplete: "current-password" | "new-password";
  testId?: string;
}

type Values = Record<string, string>;

/**
 * A password form in a modal: required password fields, the form's own checks, then the write;
 * a refusal (its own or the server's) shows in an alert inside the form, success as a toast.
 */
export function PasswordFormModal({
  opened,
  onClose,
  title,
  intro,
  fields,
  check,
  submit,
  success,
  failureText,
  submitLabel,
  testId,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  intro?: string;
  fields: PasswordField[];
  /** The refusal of the entries before sending, or null. */
  check: (values: Values) => string | null;
  submit: (values: Values) => Promise<unknown>;
  success: string;
  /** The alert's text for a failed write. */
  failureText: (error: unknown) => string;
  submitLabel: string;
  testId: string;
}) {
  const action = useDialogForm<Values>(
    { opened, onClose },
    {
      initialValues: Object.fromEntries(fields.map((field) => [field.name, ""])),
      submit: async (values) => {
        const problem = check(values);
        if (problem) throw new FormProblem(problem);
        return submit(values);
      },
      success,
      failureAlert: failureText,
    },
  );
  return (
    <FormDialog
      {...action.dialog}
      title={title}
      centered
      submitLabel={submitLabel}
      saveTestId={testId}
      gap="md"
      browserChecks
    >
      {intro && <Text size="sm">{intro}</Text>}
      {fields.map((field) => (
        <PasswordInput
          key={field.name}
          label={field.label}
          autoComplete={field.autoComplete}
          required
          {...action.form.getInputProps(field.name)}
          data-testid={field.testId}
        />
      ))}
      <FormAlert action={action} />
    </FormDialog>
  );
}
