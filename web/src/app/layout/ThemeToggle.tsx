import { ActionIcon, Tooltip, useComputedColorScheme, useMantineColorScheme } from "@mantine/core";
import { IconMoon, IconSun } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

/** Light/dark switch; Mantine's colour-scheme manager remembers the choice in localStorage. */
export function ThemeToggle() {
  const { t } = useTranslation();
  const { setColorScheme } = useMantineColorScheme();
  const scheme = useComputedColorScheme("light", { getInitialValueInEffect: false });
  const next = scheme === "dark" ? "light" : "dark";
  const label = next === "dark" ? t("layout.darkMode") : t("layout.lightMode");
  return (
    <Tooltip label={label}>
      <ActionIcon
        variant="default"
        size="lg"
        onClick={() => setColorScheme(next)}
        aria-label={label}
        data-testid="theme-toggle"
        data-scheme={scheme}
      >
        {scheme === "dark" ? <IconSun size={18} aria-hidden /> : <IconMoon size={18} aria-hidden />}
      </ActionIcon>
    </Tooltip>
  );
}
