import { NativeSelect } from "@mantine/core";
import { APP_LANGUAGES, type AppLanguage, appLanguage } from "@storeops/domain";
import { IconLanguage } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { LANGUAGE_NAMES } from "../lib/language.ts";

interface Props {
  /** Called with the language chosen; the app is shown in it once its texts are loaded. */
  onChange: (language: AppLanguage) => void;
  /** A visible label (Profile); without one the picker is named for screen readers only (sign-in page). */
  label?: string;
  disabled?: boolean;
}

/**
 * The languages the app speaks, each named in itself ("English", "Español"). A native select: light
 * enough for the sign-in page's first paint, and the phone's own picker on a phone.
 */
export function LanguagePicker({ onChange, label, disabled }: Props) {
  const { t, i18n } = useTranslation();
  const value = appLanguage(i18n.resolvedLanguage ?? i18n.language);
  return (
    <NativeSelect
      label={label}
      aria-label={label ? undefined : t("kit.language")}
      data={APP_LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_NAMES[language] }))}
      value={value}
      onChange={(event) => {
        const next = appLanguage(event.currentTarget.value);
        if (next !== value) onChange(next);
      }}
      disabled={disabled}
      leftSection={<IconLanguage size={16} aria-hidden />}
      w={label ? undefined : 150}
      data-testid="language-picker"
    />
  );
}
