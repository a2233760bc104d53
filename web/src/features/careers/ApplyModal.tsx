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
import { MSG, RESUME_EXTENSIONS, RESUME_MIME_TYPES, TEXT_LIMIT } from "@storeops/domain";
import { IconFileText } from "@tabler/icons-react";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { FormAlert } from "../../components/form/FormModal.tsx";
import { ScreenModal } from "../../components/ScreenModal.tsx";
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
  const [values, setValues] = useState<ApplicationInput>(EMPTY_APPLICATION);
  const [problem, setProblem] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const set = <K extends keyof ApplicationInput>(key: K, value: ApplicationInput[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const close = () => {
    setValues(EMPTY_APPLICATION);
    setProblem(null);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!posting) return;
    const found = applicationProblem(values);
    setProblem(found);
    if (found) return;
    setSubmitting(true);
    try {
      await submitApplication(posting.id, values);
      close();
      onResult({ ok: true });
    } catch (error) {
      const detail = applyRefusal(error) ?? undefined;
      onResult({ ok: false, detail });
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <ScreenModal
      opened={posting !== null}
      onClose={close}
      title={posting ? t("careers.apply.title", { title: posting.job_title }) : ""}
      closeButtonProps={{ "aria-label": t("careers.apply.cancel") }}
      data-testid="apply-modal"
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {posting?.location && (
            <Text size="sm" c="dimmed">
              {posting.location}
            </Text>
          )}
          <FormAlert action={{ problem }} testId="apply-problem" />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            {CONTACT_FIELDS.map(({ key, ...field }) => (
              <TextInput
                key={key}
                label={t(`careers.apply.${key}`)}
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
            value={values.coverLetter}
            onChange={(e) => set("coverLetter", e.currentTarget.value.slice(0, TEXT_LIMIT))}
            description={t("careers.apply.counter", { count: values.coverLetter.length, max: TEXT_LIMIT })}
            error={values.coverLetter.length > TEXT_LIMIT ? MSG.coverLetterTooLong : undefined}
          />
          <Checkbox
            label={t("careers.apply.terms")}
            checked={values.agreedToTerms}
            onChange={(e) => set("agreedToTerms", e.currentTarget.checked)}
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
