import { ActionIcon, Popover, Text, Tooltip } from "@mantine/core";
import { IconBell } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

/** The notification icon of the top bar. No notification feed exists yet, so it says so plainly. */
export function NotificationsButton() {
  const { t } = useTranslation();
  return (
    <Popover width={260} position="bottom-end" withArrow shadow="md">
      <Popover.Target>
        <Tooltip label={t("layout.notifications")}>
          <ActionIcon variant="default" size="lg" aria-label={t("layout.notifications")}>
            <IconBell size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Popover.Target>
      <Popover.Dropdown>
        <Text size="sm">{t("layout.noNotifications")}</Text>
      </Popover.Dropdown>
    </Popover>
  );
}
