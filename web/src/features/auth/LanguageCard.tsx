import { Card, Text, Title } from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { LanguagePicker } from "../../components/LanguagePicker.tsx";
import { notifyError, notifySuccess } from "../../components/notify.ts";
import { isApiError } from "../../lib/api.ts";
import { saveLanguage, showLanguage } from "../../lib/language.ts";
import { OWN_SETTINGS_KEY } from "./profile.api.ts";

/** Profile → Language: the whole app switches at once, and the choice is kept for every device. */
export function LanguageCard() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: saveLanguage,
    onSuccess: (answer) => {
      queryClient.setQueryData(OWN_SETTINGS_KEY, answer);
      notifySuccess(t("profile.languageSaved"));
    },
    onError: (caught) => notifyError(isApiError(caught) ? caught.message : String(caught)),
  });
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} size="h4" mb="xs">
        {t("profile.language")}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t("profile.languageHelp")}
      </Text>
      <LanguagePicker
        label={t("profile.language")}
        disabled={save.isPending}
        onChange={(language) => {
          void showLanguage(language).then(() => save.mutate(language));
        }}
      />
    </Card>
  );
}
