import { AppShell, Box, Divider, NavLink, ScrollArea, Stack, Text, Tooltip } from "@mantine/core";
import { menuFor } from "@storeops/domain";
import { IconBuildingStore, IconLogout } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import type { SessionUser } from "../../lib/auth.api.ts";
import { NAV_ICONS } from "./nav-icons.ts";

interface SidebarProps {
  user: SessionUser;
  collapsed: boolean;
  isMobile: boolean;
  onSignOut: () => void;
}

/** The menu is exactly the routes the role may open, read from the domain route table. */
export function Sidebar({ user, collapsed, isMobile, onSignOut }: SidebarProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const items = menuFor(user.role);
  // The 'CURRENT STORE' label is for staff only (spec 1 §2.5, docs/decisions.md, Roles and the permission matrix).
  const store = user.role === "staff" ? user.current_store : null;

  return (
    <>
      <AppShell.Section grow component={ScrollArea} type="scroll" p={collapsed ? 8 : "sm"}>
        <Stack gap={4}>
          {store && !collapsed && (
            <Box px="xs" pb="xs" data-testid="current-store">
              <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
                {t("layout.currentStore")}
              </Text>
              <Text size="sm" fw={600}>
                {store.name}
              </Text>
            </Box>
          )}
          {store && collapsed && (
            <Tooltip label={store.name} position="right">
              <Box ta="center" py={4} aria-label={store.name}>
                <IconBuildingStore size={20} aria-hidden />
              </Box>
            </Tooltip>
          )}
          <nav aria-label={t("layout.mainMenu")}>
            <Stack gap={0} data-testid="main-menu">
              {items.map((item) => {
                const Icon = NAV_ICONS[item.path as keyof typeof NAV_ICONS];
                const label = t(item.label);
                const active = pathname === item.path;
                const link = (
                  <NavLink
                    key={item.path}
                    component={Link}
                    to={item.path}
                    label={collapsed ? undefined : label}
                    aria-label={collapsed ? label : undefined}
                    leftSection={<Icon size={20} aria-hidden />}
                    active={active}
                    aria-current={active ? "page" : undefined}
                    data-testid="nav-link"
                    data-path={item.path}
                    styles={
                      collapsed
                        ? {
                            root: { justifyContent: "center", paddingBlock: 4 },
                            section: { marginInlineEnd: 0 },
                          }
                        : { root: { paddingBlock: 4 } }
                    }
                  />
                );
                return collapsed ? (
                  <Tooltip key={item.path} label={label} position="right">
                    {link}
                  </Tooltip>
                ) : (
                  link
                );
              })}
            </Stack>
          </nav>
          {/* Profile and Settings are in the menu above under their own names; only sign-out is added. */}
          {isMobile && (
            <>
              <Divider my="xs" />
              <NavLink
                component="button"
                onClick={onSignOut}
                label={t("layout.signOut")}
                leftSection={<IconLogout size={20} aria-hidden />}
                data-testid="mobile-sign-out"
              />
            </>
          )}
        </Stack>
      </AppShell.Section>
      {!collapsed && (
        <AppShell.Section p="sm" pt={0}>
          <Stack gap="xs">
            <Divider />
            <Box px="xs" data-testid="sidebar-user">
              <Text size="sm" fw={600}>
                {user.name}
              </Text>
              <Text size="xs" c="dimmed">
                {t(`roles.${user.role}`)}
              </Text>
            </Box>
          </Stack>
        </AppShell.Section>
      )}
    </>
  );
}
