import {
  Alert,
  Badge,
  Button,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Switch,
  Text,
  TextInput,
  useMantineColorScheme,
} from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { apiFieldErrors, notifyError, notifySuccess } from "../../components/notify.ts";
import { isApiError } from "../../lib/api.ts";
import { showLanguage } from "../../lib/language.ts";
import { SESSION_QUERY_KEY, SETTINGS_QUERY_KEY } from "../../lib/session.tsx";
import { type SectionValues, saveSettings } from "./settings.api.ts";
import { chosenIntegration, type FieldSpec } from "./settings-fields.ts";

interface Props {
  section: string;
  fields: readonly FieldSpec[];
  saved: SectionValues;
  editable: boolean;
}

/** One settings tab: its fields, and Save Changes when the caller may write it. */
export function SectionForm({ section, fields, saved, editable }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const [edited, setValues] = useState<SectionValues>(saved);
  // Theme shows the one in use (the top bar's toggle changes it too), and Save Changes keeps that one.
  const values = section === "general" && "theme" in edited ? { ...edited, theme: colorScheme } : edited;
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: () => saveSettings(section, values),
    onSuccess: (answer) => {
      queryClient.setQueryData(SETTINGS_QUERY_KEY, answer);
      // General's time zone is the profile's too (the server saves both).
      if (section === "general") void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
      setErrors({});
      notifySuccess(t("settings.saved"));
    },
    onError: (error) => {
      setErrors(apiFieldErrors(error));
      notifyError(isApiError(error) ? error.message : t("settings.saveFailed"));
    },
  });
  const set = (key: string, value: string | number | boolean) => {
    setValues((current) => ({ ...current, [key]: value }));
    // The theme applies at once (spec 3 §3); Save Changes keeps it for next time.
    if (section === "general" && key === "theme" && typeof value === "string") {
      setColorScheme(value === "dark" ? "dark" : value === "auto" ? "auto" : "light");
    }
    // So does the language: the whole app switches as it is chosen.
    if (section === "general" && key === "language") void showLanguage(value);
  };
  const label = (key: string) => t(`settings.fields.${key}`);

  const control = (field: FieldSpec) => {
    const value = values[field.key];
    const hint = t(`settings.hints.${field.key}`, "");
    const common = { label: label(field.key), disabled: !editable, error: errors[field.key] };
    switch (field.kind) {
      case "switch":
        return (
          <Switch
            {...common}
            description={hint || undefined}
            checked={Boolean(value)}
            onChange={(event) => set(field.key, event.currentTarget.checked)}
          />
        );
      case "select":
        return (
          <Select
            {...common}
            allowDeselect={false}
            data={field.options.map((option) => ({
              value: option,
              label: t(`settings.options.${option}`, option),
            }))}
            value={String(value)}
            onChange={(next) => next && set(field.key, next)}
          />
        );
      case "number":
        return (
          <NumberInput
            {...common}
            min={field.min}
            max={field.max}
            allowDecimal={false}
            description={t(`settings.units.${field.unit}`, { min: field.min, max: field.max })}
            value={Number(value)}
            onChange={(next) => set(field.key, typeof next === "number" ? next : Number(next))}
          />
        );
      default:
        return (
          <TextInput
            {...common}
            description={hint || undefined}
            value={String(value ?? "")}
            onChange={(event) => set(field.key, event.currentTarget.value)}
          />
        );
    }
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate();
      }}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
        {fields.map((field) => (
          <div key={field.key}>
            {control(field)}
            {chosenIntegration(section, values[field.key]) && (
              <Badge color="gray" variant="light" mt={6} data-testid={`not-connected-${field.key}`}>
                {t("settings.notConnected")}
              </Badge>
            )}
          </div>
        ))}
      </SimpleGrid>
      {section === "integrations" && (
        <Text size="sm" c="dimmed" mt="md">
          {t("settings.integrationsNote")}
        </Text>
      )}
      {section === "system" && values.maintenance_mode === true && (
        <Alert color="orange" mt="md">
          {t("settings.maintenanceNote")}
        </Alert>
      )}
      {editable ? (
        <Group justify="flex-end" mt="lg">
          <Button type="submit" loading={save.isPending} data-testid={`save-${section}`}>
            {save.isPending ? t("settings.saving") : t("settings.save")}
          </Button>
        </Group>
      ) : (
        <Text size="sm" c="dimmed" mt="lg">
          {t("settings.readOnly")}
        </Text>
      )}
    </form>
  );
}
