import { Avatar, Menu, UnstyledButton } from "@mantine/core";
import { IconHelp, IconLogout, IconSettings, IconUser } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { initials } from "../../lib/format.ts";
import { useUser } from "../../lib/session.tsx";

export function UserMenu({ onSignOut, onHelp }: { onSignOut: () => void; onHelp: () => void }) {
  const { t } = useTranslation();
  const user = useUser();
  const navigate = useNavigate();
  return (
    <Menu position="bottom-end" width={220} shadow="md">
      <Menu.Target>
        {/* The name starts with the initials the avatar shows (WCAG 2.5.3, label in name). */}
        <UnstyledButton
          aria-label={t("layout.userMenu", { initials: initials(user.name), name: user.name })}
          data-testid="user-menu"
        >
          <Avatar color="blue" radius="xl" src={user.profile_image_url || null} alt={user.name}>
            {initials(user.name)}
          </Avatar>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{user.email}</Menu.Label>
        <Menu.Item leftSection={<IconUser size={16} aria-hidden />} onClick={() => navigate("/profile")}>
          {t("nav.profile")}
        </Menu.Item>
        <Menu.Item leftSection={<IconSettings size={16} aria-hidden />} onClick={() => navigate("/settings")}>
          {t("nav.settings")}
        </Menu.Item>
        <Menu.Item leftSection={<IconHelp size={16} aria-hidden />} onClick={onHelp}>
          {t("layout.helpSupport")}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconLogout size={16} aria-hidden />} onClick={onSignOut}>
          {t("layout.signOut")}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
