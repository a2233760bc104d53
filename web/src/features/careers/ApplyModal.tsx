import {
  Button,
  Checkbox,
  FileInput,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from "@mantine/core";
import { RESUME_EXTENSIONS, RESUME_MIME_TYPES, TEXT_LIMIT } from "@storeops/domain";
import { IconFileText } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { FormAlert } from "../../components/form/FormModal.tsx";
import { FormProblem, useSubmitForm } from "../../components/form/useSubmitForm.ts";
import { ScreenModal } from "../../components/ScreenModal.tsx";
import { PUBLIC_MESSAGES as MSG } from "../../lib/messages.ts";
import { applicationProblem, CONTACT_FIELDS, EMPTY_APPLICATION, resumeProblem } from "./apply-form.ts";
import { type ApplicationInput, applyRefusal, type PublicPosting, submitApplication } from "./careers.api.ts";

/**
 * Spec 1 §2.7 Apply modal: open → submitting → success (form reset and closed, green toast) or
 * error (red toast, the form kept). Full screen on phones.
 */
export default function ApplyModal({
  posting,
  onClose,
  onResult,
}: {
  posting: PublicPosting | null;
  onClose: () => void;
  onResult: (result: { ok: boolean; detail?: string }) => void;
}) {
  const { t } = useTranslation();
  // The kit's form: busy state, and the form's own refusals in its alert. The answer of the
  // server goes to the page (onResult), which shows the spec's toast; the form stays filled.
  const action = useSubmitForm<ApplicationInput, boolean>({
    initialValues: EMPTY_APPLICATION,
    submit: async (values) => {
      const found = applicationProblem(values);
      if (found) throw new FormProblem(found);
      if (!posting) return false;
      try {
        await submitApplication(posting.id, values);
        return true;
      } catch (error) {
        onResult({ ok: false, detail: applyRefusal(error) ?? undefined });
        return false;
      }
    },
    onSuccess: (sent) => {
      if (!sent) return;
      close();
      onResult({ ok: true });
    },
  });
  const { form, busy: submitting } = action;
  const values = form.values;
  const set = <K extends keyof ApplicationInput>(key: K, value: ApplicationInput[K]) =>
    form.setFieldValue(key, value as never);

  const close = () => {
    action.reset();
    onClose();
  };

  return (
    <ScreenModal
      opened={posting !== null}
      onClose={close}
      title={posting ? t("careers.apply.title", { title: posting.job_title }) : ""}
      closeButtonProps={{ "aria-label": t("careers.apply.cancel") }}
      data-testid="apply-modal"
    >
      <form onSubmit={action.onSubmit} noValidate>
        <Stack gap="sm">
          {posting?.location && (
            <Text size="sm" c="dimmed">
              {posting.location}
            </Text>
          )}
          <FormAlert action={action} testId="apply-problem" />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            {CONTACT_FIELDS.map(({ key, label, ...field }) => (
              <TextInput
                key={key}
                label={t(`careers.apply.${label}`)}
                required
                {...field}
                value={values[key]}
                onChange={(e) => set(key, e.currentTarget.value)}
              />
            ))}
          </SimpleGrid>
          <FileInput
            label={t("careers.apply.resume")}
            description={t("careers.apply.resumeHint")}
            accept={[...RESUME_EXTENSIONS, ...RESUME_MIME_TYPES].join(",")}
            leftSection={<IconFileText size={16} aria-hidden />}
            clearable
            value={values.resume}
            onChange={(file) => set("resume", file)}
            error={resumeProblem(values.resume)}
            data-testid="apply-resume"
          />
          <Textarea
            label={t("careers.apply.coverLetter")}
            autosize
            minRows={3}
            maxRows={8}
            maxLength={TEXT_LIMIT}
            value={values.cover_letter}
            onChange={(e) => set("cover_letter", e.currentTarget.value.slice(0, TEXT_LIMIT))}
            description={t("careers.apply.counter", { count: values.cover_letter.length, max: TEXT_LIMIT })}
            error={values.cover_letter.length > TEXT_LIMIT ? MSG.coverLetterTooLong : undefined}
          />
          <Checkbox
            label={t("careers.apply.terms")}
            checked={values.agreed_to_terms}
            onChange={(e) => set("agreed_to_terms", e.currentTarget.checked)}
            data-testid="apply-terms"
          />
          <Group justify="flex-end" gap="xs" mt="xs">
            <Button variant="default" onClick={close} disabled={submitting}>
              {t("careers.apply.cancel")}
            </Button>
            <Button type="submit" loading={submitting} data-testid="apply-submit">
              {t("careers.apply.submit")}
            </Button>
          </Group>
        </Stack>
      </form>
    </ScreenModal>
  );
}
