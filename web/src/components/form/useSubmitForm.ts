import { type UseFormReturnType, useForm } from "@mantine/form";
import { useCallback, useState } from "react";
import type { z } from "zod";
import { apiFieldErrors, type ErrorText, notifyError, notifySuccess, writeErrorMessage } from "../notify.ts";
import { validateRecord } from "./form-values.ts";

/** The domain schema a form's payload must pass, and the labels of its required fields. */
export interface SchemaCheck<V> {
  schema: z.ZodType;
  payload: (values: V) => Record<string, unknown>;
  /** "{label} is required." for each blank one (clearer than a format error). */
  required?: Record<string, string>;
}

export interface SubmitFormOptions<V, R> {
  initialValues: V;
  /** Checked before sending: the domain zod schema over the payload, then `validate`'s own rules. */
  check?: SchemaCheck<V>;
  validate?: (values: V) => Record<string, string>;
  /** The write: its result goes to `success` and `onSuccess`. */
  submit: (values: V) => Promise<R>;
  /** The success toast (none when omitted). */
  success?: string | ((result: R, values: V) => string);
  /** The error toast: the spec's title with the server's explanation (writeErrorMessage). */
  failure?: string;
  /** A failure's text alone, no title (a builder gets the failure's own message). */
  failureText?: ErrorText;
  /** Instead of a toast: the failure's text in the form's alert (FormAlert). */
  failureAlert?: (error: unknown) => string;
  onSuccess?: (result: R, values: V) => unknown;
  /** How long both toasts stay, when a screen's spec says otherwise than the default. */
  toastMs?: number;
}

export interface SubmitForm<V> {
  form: UseFormReturnType<V>;
  /** True while the write runs: the save button spins, the fields wait. */
  busy: boolean;
  /** The form's alert: a FormProblem thrown by `submit`, or a failure with `failureAlert`. */
  problem: string | null;
  /** Clears the form and its alert (a closed modal opens empty). */
  reset: () => void;
  onSubmit: (event?: React.FormEvent<HTMLFormElement>) => void;
  /** The same write with the toasts and busy state, unchecked: a detail panel's field saved on change. */
  run: (values: V) => Promise<void>;
}

/** A refusal the form finds itself before sending: thrown by `submit`, shown in the form's alert. */
export class FormProblem extends Error {}

/**
 * The kit's form: Mantine's form over the domain schema, the busy state of its save, the server's
 * field errors (a 400's `details.fields`) under their fields, and the success or error toast.
 */
export function useSubmitForm<V extends Record<string, unknown>, R = unknown>(
  options: SubmitFormOptions<V, R>,
): SubmitForm<V> {
  const { check, validate } = options;
  const form = useForm<V>({
    mode: "controlled",
    initialValues: options.initialValues,
    validate: (values) => ({
      ...(check ? validateRecord(check.schema, check.payload(values), check.required ?? {}) : {}),
      ...validate?.(values),
    }),
  });
  const [problem, setProblem] = useState<string | null>(null);
  const run = async (values: V) => {
    form.setSubmitting(true);
    setProblem(null);
    try {
      const result = await options.submit(values);
      const { success } = options;
      if (success)
        notifySuccess(typeof success === "function" ? success(result, values) : success, options.toastMs);
      await options.onSuccess?.(result, values);
    } catch (error) {
      form.setErrors(apiFieldErrors(error));
      if (error instanceof FormProblem) setProblem(error.message);
      else if (options.failureAlert) setProblem(options.failureAlert(error));
      else toastFailure(options, error);
    } finally {
      form.setSubmitting(false);
    }
  };
  const formReset = form.reset;
  const reset = useCallback(() => {
    formReset();
    setProblem(null);
  }, [formReset]);
  return { form, busy: form.submitting, onSubmit: form.onSubmit(run), run, problem, reset };
}

function toastFailure<V, R>(options: SubmitFormOptions<V, R>, error: unknown) {
  const { failure, failureText, toastMs } = options;
  if (failure) notifyError(failure, writeErrorMessage(error, failure), toastMs);
  else if (failureText) notifyError(writeErrorMessage(error, failureText), undefined, toastMs);
  else throw error;
}

/**
 * The form of a small dialog (FormDialog): after a successful write it empties and closes; spread
 * `dialog` into the FormDialog.
 */
export function useDialogForm<V extends Record<string, unknown>, R = unknown>(
  dialog: { opened: boolean; onClose: () => void },
  options: SubmitFormOptions<V, R>,
) {
  const action: SubmitForm<V> = useSubmitForm<V, R>({
    ...options,
    onSuccess: async (result, values) => {
      await options.onSuccess?.(result, values);
      action.reset();
      dialog.onClose();
    },
  });
  return { ...action, dialog: { ...dialog, action } };
}
