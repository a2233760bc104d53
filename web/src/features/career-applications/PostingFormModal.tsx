import {
  ActionIcon,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from "@mantine/core";
import { CAREER_EMPLOYMENT_TYPES, DEPARTMENTS, EXPERIENCE_LEVELS } from "@storeops/domain";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { labelledOptions } from "../../components/form/FieldList.tsx";
import { FormAlert, FormBody, FormModal } from "../../components/form/FormModal.tsx";
import { FormProblem, useSubmitForm } from "../../components/form/useSubmitForm.ts";
import { IconButton } from "../../components/IconButton.tsx";
import { useStores } from "../../components/list/queries.ts";
import { MSG, optionLabel } from "../../lib/messages.ts";
import { createRow, updateRow } from "../../lib/rest.ts";
import { COUNTS_KEY, POSTINGS_KEY, type Posting } from "./career-applications.api.ts";
import { type PostingFormValues, postingFormValues, postingPayload, postingProblem } from "./posting-form.ts";

/** A dialog over one posting (or, for the pipeline, every posting when none is given). */
export interface PostingDialogProps {
  opened: boolean;
  posting: Posting | null;
  onClose: () => void;
}

const SALARY_RANGE = [
  ["salary_min", "salaryMin"],
  ["salary_max", "salaryMax"],
] as const;

/** The create-or-edit modal of spec 1 §2.8 with §5's validations; the requirement list never drops below one row. */
export function PostingFormModal({ opened, posting, onClose }: PostingDialogProps) {
  const { t } = useTranslation();
  return (
    <FormModal
      opened={opened}
      title={posting ? t("careersAdmin.form.editTitle") : t("careersAdmin.form.newTitle")}
      testId="posting-form"
      onClose={onClose}
    >
      {() => <PostingForm key={posting?.id ?? "new"} posting={posting} onDone={onClose} />}
    </FormModal>
  );
}

function PostingForm({ posting, onDone }: { posting: Posting | null; onDone: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const stores = useStores();
  const action = useSubmitForm<PostingFormValues>({
    initialValues: postingFormValues(posting),
    submit: async (values) => {
      const found = postingProblem(values);
      if (found) throw new FormProblem(found);
      const body = postingPayload(values);
      if (posting) await updateRow("careers", posting.id, body);
      else await createRow("careers", body);
    },
    success: posting ? t("careersAdmin.updated") : t("careersAdmin.created"),
    failureText: MSG.careerSaveError,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: POSTINGS_KEY }),
        queryClient.invalidateQueries({ queryKey: COUNTS_KEY }),
      ]);
      onDone();
    },
  });
  const values = action.form.values;
  const input = action.form.getInputProps;
  const set = <K extends keyof PostingFormValues>(key: K, value: PostingFormValues[K]) =>
    action.form.setValues({ [key]: value } as Partial<PostingFormValues>);
  const setRequirement = (index: number, value: string) =>
    set(
      "requirements",
      values.requirements.map((line, i) => (i === index ? value : line)),
    );
  const locations = [
    ...new Set([...(stores.data ?? []).map((s) => s.name), values.location].filter(Boolean)),
  ];

  return (
    <FormBody
      action={action}
      onCancel={onDone}
      submitLabel={posting ? t("careersAdmin.form.save") : t("careersAdmin.form.create")}
      testId="posting-submit"
      gap="sm"
    >
      <FormAlert action={action} testId="posting-problem" />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput label={t("careersAdmin.form.title")} required {...input("job_title")} />
        <Select
          label={t("careersAdmin.form.department")}
          data={[...DEPARTMENTS]}
          clearable
          searchable
          value={values.department || null}
          onChange={(value) => set("department", value ?? "")}
        />
        <Select
          label={t("careersAdmin.form.location")}
          required
          searchable
          data={locations}
          value={values.location || null}
          onChange={(value) => set("location", value ?? "")}
          data-testid="posting-location"
        />
        <Select
          label={t("careersAdmin.form.type")}
          data={labelledOptions(CAREER_EMPLOYMENT_TYPES)}
          allowDeselect={false}
          value={values.employment_type}
          onChange={(value) => set("employment_type", value ?? "full-time")}
        />
        <Select
          label={t("careersAdmin.form.experience")}
          data={labelledOptions(EXPERIENCE_LEVELS)}
          allowDeselect={false}
          value={values.experience_level}
          onChange={(value) => set("experience_level", value ?? "mid-level")}
        />
        <Select
          label={t("careersAdmin.form.status")}
          data={[
            { value: "active", label: optionLabel("open") },
            { value: "inactive", label: optionLabel("closed") },
          ]}
          allowDeselect={false}
          value={values.status}
          onChange={(value) => set("status", value === "inactive" ? "inactive" : "active")}
        />
        {SALARY_RANGE.map(([key, label]) => (
          <NumberInput
            key={key}
            label={t(`careersAdmin.form.${label}`)}
            prefix="$"
            decimalScale={2}
            min={0}
            value={values[key]}
            onChange={(value) => set(key, typeof value === "number" ? value : "")}
          />
        ))}
      </SimpleGrid>
      <TextInput
        label={t("careersAdmin.form.salary")}
        description={t("careersAdmin.form.salaryHint")}
        required
        {...input("salary")}
      />
      <Textarea
        label={t("careersAdmin.form.description")}
        required
        autosize
        minRows={3}
        {...input("description")}
      />
      <Stack gap={6}>
        <Text size="sm" fw={500}>
          {t("careersAdmin.form.requirements")}{" "}
          <Text span c="red" aria-hidden>
            *
          </Text>
        </Text>
        {values.requirements.map((line, index) => (
          // Rows have no identity beyond their position while being typed.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <Group key={index} gap="xs" wrap="nowrap">
            <TextInput
              style={{ flex: 1 }}
              aria-label={t("careersAdmin.form.requirementN", { n: index + 1 })}
              value={line}
              onChange={(e) => setRequirement(index, e.currentTarget.value)}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              disabled={values.requirements.length <= 1}
              aria-label={t("careersAdmin.form.removeRequirement")}
              onClick={() =>
                set(
                  "requirements",
                  values.requirements.filter((_, i) => i !== index),
                )
              }
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Group>
        ))}
        <IconButton
          variant="subtle"
          icon={IconPlus}
          onClick={() => set("requirements", [...values.requirements, ""])}
          style={{ alignSelf: "flex-start" }}
        >
          {t("careersAdmin.form.addRequirement")}
        </IconButton>
      </Stack>
    </FormBody>
  );
}
