import { ActionIcon, Burger, Group, Kbd, Text, Tooltip, UnstyledButton } from "@mantine/core";
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand, IconSearch } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { OfflineQueueButton, useOfflineQueueShown } from "../../components/OfflineQueue.tsx";
import { NotificationsButton } from "../../features/notifications/NotificationsButton.tsx";
import { openGlobalSearch } from "../../features/search/search-store.ts";
import { useSession } from "../../lib/session.tsx";
import { ThemeToggle } from "./ThemeToggle.tsx";
import classes from "./TopBar.module.css";
import { UserMenu } from "./UserMenu.tsx";

interface TopBarProps {
  isMobile: boolean;
  mobileMenuOpened: boolean;
  onToggleMobileMenu: () => void;
  sidebarCollapsed: boolean;
  onToggleSidebar: () => void;
  onSignOut: () => void;
  onHelp: () => void;
}

export function TopBar(props: TopBarProps) {
  const {
    isMobile,
    mobileMenuOpened,
    onToggleMobileMenu,
    sidebarCollapsed,
    onToggleSidebar,
    onSignOut,
    onHelp,
  } = props;
  const { t } = useTranslation();
  const { user } = useSession();
  // The 'CURRENT STORE' label shows in the top bar for staff only (docs/decisions.md, Roles and the permission matrix, pinned labels).
  const store = user?.role === "staff" ? user.current_store : null;
  // On a phone the queue's button takes the colour scheme's place while it shows (the bar is full).
  const queueShown = useOfflineQueueShown(`user:${user?.id ?? ""}`);
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
      {/* Shrinks first (the store's name is cut short) so the buttons always fit a phone. */}
      <Group gap="sm" wrap="nowrap" miw={0}>
        {isMobile ? (
          <Burger
            opened={mobileMenuOpened}
            onClick={onToggleMobileMenu}
            size="sm"
            aria-label={t("layout.toggleMenu")}
            data-testid="mobile-menu-button"
          />
        ) : (
          <Tooltip label={sidebarCollapsed ? t("layout.expandSidebar") : t("layout.collapseSidebar")}>
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              onClick={onToggleSidebar}
              aria-label={sidebarCollapsed ? t("layout.expandSidebar") : t("layout.collapseSidebar")}
              aria-expanded={!sidebarCollapsed}
              data-testid="sidebar-toggle"
            >
              {sidebarCollapsed ? (
                <IconLayoutSidebarLeftExpand size={20} aria-hidden />
              ) : (
                <IconLayoutSidebarLeftCollapse size={20} aria-hidden />
              )}
            </ActionIcon>
          </Tooltip>
        )}
        {!(isMobile && store) && (
          <Text component={Link} to="/dashboard" fw={800} size="lg" className={classes.brand}>
            {t("app.name")}
          </Text>
        )}
        {store && (
          <div className={classes.store} data-testid="topbar-current-store">
            <Text size="xs" c="dimmed" tt="uppercase" fw={700} lh={1.2}>
              {t("layout.currentStore")}
            </Text>
            <Text size="sm" fw={600} lh={1.2} truncate="end">
              {store.name}
            </Text>
          </div>
        )}
      </Group>
      <Group gap="xs" wrap="nowrap">
        {isMobile ? (
          <Tooltip label={t("search.open")}>
            <ActionIcon
              variant="default"
              size="lg"
              onClick={openGlobalSearch}
              aria-label={t("search.open")}
              data-testid="search-button"
            >
              <IconSearch size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
        ) : (
          // No aria-label: the name is the visible "Search… Ctrl + K" (WCAG 2.5.3, label in name).
          <UnstyledButton className={classes.search} onClick={openGlobalSearch} data-testid="search-button">
            <Group gap="xs" wrap="nowrap">
              <IconSearch size={16} aria-hidden />
              <Text size="sm" c="dimmed" className={classes.searchText}>
                {t("search.placeholderShort")}
              </Text>
              <Kbd size="xs">{t("search.shortcut")}</Kbd>
            </Group>
          </UnstyledButton>
        )}
        {user && <OfflineQueueButton owner={`user:${user.id}`} compact={isMobile} />}
        <NotificationsButton />
        {!(isMobile && queueShown) && <ThemeToggle />}
        <UserMenu onSignOut={onSignOut} onHelp={onHelp} />
      </Group>
    </Group>
  );
}
