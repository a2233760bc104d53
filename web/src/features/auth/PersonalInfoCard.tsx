import { Button, Card, Group, Select, SimpleGrid, Textarea, TextInput, Title } from "@mantine/core";
import { TEXT_LIMIT, TOAST_MS, USER_TIMEZONES } from "@storeops/domain";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSubmitForm } from "../../components/form/useSubmitForm.ts";
import type { SessionUser } from "../../lib/auth.api.ts";
import { SESSION_QUERY_KEY, SETTINGS_QUERY_KEY } from "../../lib/session.tsx";
import { type ProfileFields, saveProfile } from "./profile.api.ts";

const TEXT_FIELDS = ["name", "phone", "department", "job_title", "location"] as const;

const fieldsOf = (user: SessionUser): ProfileFields => ({
  name: user.name,
  phone: user.phone ?? "",
  department: user.department ?? "",
  job_title: user.job_title ?? "",
  location: user.location ?? "",
  bio: user.bio ?? "",
  timezone: user.timezone ?? "UTC",
});

/** Personal Information: read-only until Edit; Save through PATCH /api/auth/v1/user; Cancel restores. */
export function PersonalInfoCard({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const action = useSubmitForm({
    initialValues: fieldsOf(user),
    submit: (values) => saveProfile(values),
    success: t("profile.saved"),
    failureText: () => t("profile.updateError"),
    toastMs: TOAST_MS.profile,
    onSuccess: (saved) => {
      queryClient.setQueryData(SESSION_QUERY_KEY, saved);
      // The time zone is General settings' too (the server saves both): the screens re-read it.
      void queryClient.invalidateQueries({ queryKey: SETTINGS_QUERY_KEY });
      form.setValues(fieldsOf(saved));
      setEditing(false);
    },
  });
  const { form, busy: saving } = action;
  const values = form.values;
  const readOnly = !editing || saving;

  const cancel = () => {
    form.setValues(fieldsOf(user));
    form.clearErrors();
    setEditing(false);
  };

  return (
    <Card withBorder radius="md" padding="lg">
      <Group justify="space-between" mb="md">
        <Title order={2} size="h4">
          {t("profile.personal")}
        </Title>
        {!editing && (
          <Button variant="light" onClick={() => setEditing(true)} data-testid="profile-edit">
            {t("profile.edit")}
          </Button>
        )}
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {TEXT_FIELDS.map((key) => (
          <TextInput
            key={key}
            label={t(`profile.fields.${key}`)}
            {...form.getInputProps(key)}
            value={values[key] ?? ""}
            readOnly={readOnly}
            variant={readOnly ? "filled" : "default"}
            data-testid={`profile-${key}`}
          />
        ))}
        <TextInput
          label={t("profile.fields.email")}
          value={user.email}
          readOnly
          variant="filled"
          description={editing ? t("profile.emailHelp") : undefined}
        />
        <Select
          label={t("profile.fields.timezone")}
          data={[...USER_TIMEZONES]}
          {...form.getInputProps("timezone")}
          readOnly={readOnly}
          variant={readOnly ? "filled" : "default"}
          allowDeselect={false}
        />
      </SimpleGrid>
      <Textarea
        mt="sm"
        label={t("profile.fields.bio")}
        {...form.getInputProps("bio")}
        value={values.bio ?? ""}
        readOnly={readOnly}
        variant={readOnly ? "filled" : "default"}
        maxLength={TEXT_LIMIT}
        description={editing ? `${(values.bio ?? "").length}/${TEXT_LIMIT}` : undefined}
        autosize
        minRows={3}
      />
      {editing && (
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={cancel} disabled={saving}>
            {t("profile.cancel")}
          </Button>
          <Button
            onClick={() => action.onSubmit()}
            loading={false}
            disabled={saving}
            data-testid="profile-save"
          >
            {saving ? t("profile.saving") : t("profile.save")}
          </Button>
        </Group>
      )}
    </Card>
  );
}
