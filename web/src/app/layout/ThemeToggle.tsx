import { ActionIcon, Tooltip, useComputedColorScheme, useMantineColorScheme } from "@mantine/core";
import { IconMoon, IconSun } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { saveSettings } from "../../features/settings/settings.api.ts";
import { SETTINGS_QUERY_KEY } from "../../lib/session.tsx";

/**
 * The theme in use and the switch to the other one. Mantine remembers the choice in this browser;
 * it is also saved as the user's General → Theme, so the next sign-in on any device opens in it
 * (features/auth/saved-theme.ts). The top bar's button and Ctrl+K's command both use it.
 */
export function useThemeSwitch() {
  const queryClient = useQueryClient();
  const { setColorScheme } = useMantineColorScheme();
  const scheme = useComputedColorScheme("light", { getInitialValueInEffect: false });
  const next: "light" | "dark" = scheme === "dark" ? "light" : "dark";
  const toggle = () => {
    setColorScheme(next);
    saveSettings("general", { theme: next }).then(
      (answer) => queryClient.setQueryData(SETTINGS_QUERY_KEY, answer),
      () => undefined, // kept in this browser; the saved theme stays as it was
    );
  };
  return { scheme, next, toggle };
}

/** Light/dark switch of the top bar. */
export function ThemeToggle() {
  const { t } = useTranslation();
  const { scheme, next, toggle } = useThemeSwitch();
  const label = next === "dark" ? t("layout.darkMode") : t("layout.lightMode");
  return (
    <Tooltip label={label}>
      <ActionIcon
        variant="default"
        size="lg"
        onClick={toggle}
        aria-label={label}
        data-testid="theme-toggle"
        data-scheme={scheme}
      >
        {scheme === "dark" ? <IconSun size={18} aria-hidden /> : <IconMoon size={18} aria-hidden />}
      </ActionIcon>
    </Tooltip>
  );
}
