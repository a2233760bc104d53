import { AppShell } from "@mantine/core";
import { useDisclosure, useHotkeys, useLocalStorage, useMediaQuery } from "@mantine/hooks";
import { SIDEBAR_WIDTH_COLLAPSED_PX, SIDEBAR_WIDTH_OPEN_PX } from "@storeops/domain";
import { useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Outlet, useLocation } from "react-router";
import { PageLoader } from "../../components/PageLoader.tsx";
import { keepEarlyKeys, openGlobalSearch, useSearchOpened } from "../../features/search/search-store.ts";
import { registerServiceWorker } from "../../lib/offline/service-worker.ts";
import { useQueueSync } from "../../lib/offline/useOfflineQueue.ts";
import { useUser } from "../../lib/session.tsx";
import { DESKTOP_BREAKPOINT, HEADER_HEIGHT, MOBILE_QUERY } from "../../lib/theme.ts";
import { HelpModal } from "./HelpModal.tsx";
import { MobileTabBar } from "./MobileTabBar.tsx";
import { Sidebar } from "./Sidebar.tsx";
import { SignOutModal } from "./SignOutModal.tsx";
import { useThemeSwitch } from "./ThemeToggle.tsx";
import { TopBar } from "./TopBar.tsx";

// Ctrl+K's search (Spotlight, the role's commands and guides, the search schemas): loaded the first
// time it opens, not with every page.
const GlobalSearch = lazy(() =>
  import("../../features/search/GlobalSearch.tsx").then((module) => ({ default: module.GlobalSearch })),
);

const SIDEBAR_OPEN = SIDEBAR_WIDTH_OPEN_PX;
const SIDEBAR_COLLAPSED = SIDEBAR_WIDTH_COLLAPSED_PX;

/** Spec 1 §2.4: top bar, collapsible sidebar on desktop, slide-in menu and tab bar under 1024 px. */
export default function AppLayout() {
  const { t } = useTranslation();
  const user = useUser();
  const theme = useThemeSwitch();
  const location = useLocation();
  const isMobile = useMediaQuery(MOBILE_QUERY, window.matchMedia(MOBILE_QUERY).matches, {
    getInitialValueInEffect: false,
  });
  const [mobileOpened, mobileMenu] = useDisclosure(false);
  const [signOutOpened, signOutModal] = useDisclosure(false);
  const [helpOpened, helpModal] = useDisclosure(false);
  // Read as the layout first renders, not in an effect that would render it all again.
  const [collapsed, setCollapsed] = useLocalStorage({
    key: "sidebar-collapsed",
    defaultValue: false,
    getInitialValueInEffect: false,
  });

  // The slide-in menu closes whenever the user goes somewhere.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only
  useEffect(() => mobileMenu.close(), [location.pathname]);

  const narrow = collapsed && !isMobile;
  // On a phone the menu is off screen until the burger opens it: its links render from then on,
  // not with every page (the tab bar is the phone's navigation meanwhile).
  const menuShown = useRef(false);
  menuShown.current ||= !isMobile || mobileOpened;
  // The installable app: its worker, and the writes made without a connection sent when it returns.
  useEffect(registerServiceWorker, []);
  const client = useQueryClient();
  useQueueSync(`user:${user.id}`, () => void client.invalidateQueries());
  // Ctrl+K's search renders from the first time it opens (Ctrl+K here, or the top bar's button),
  // not with every page: the layout paints sooner. What is typed while it loads is kept for it.
  useHotkeys([["mod + K", openGlobalSearch]]);
  useEffect(keepEarlyKeys, []);
  const searchOpened = useSearchOpened();
  const searchUsed = useRef(false);
  searchUsed.current ||= searchOpened;

  return (
    <AppShell
      header={{ height: HEADER_HEIGHT }}
      navbar={{
        width: narrow ? SIDEBAR_COLLAPSED : SIDEBAR_OPEN,
        breakpoint: DESKTOP_BREAKPOINT,
        collapsed: { mobile: !mobileOpened },
      }}
      footer={isMobile ? { height: 64 } : undefined}
      padding="md"
    >
      <AppShell.Header>
        <TopBar
          isMobile={isMobile}
          mobileMenuOpened={mobileOpened}
          onToggleMobileMenu={mobileMenu.toggle}
          sidebarCollapsed={narrow}
          onToggleSidebar={() => setCollapsed((value) => !value)}
          onSignOut={signOutModal.open}
          onHelp={helpModal.open}
        />
      </AppShell.Header>
      <AppShell.Navbar data-testid="sidebar" aria-label={t("layout.sidebar")}>
        {menuShown.current && (
          <Sidebar user={user} collapsed={narrow} isMobile={isMobile} onSignOut={signOutModal.open} />
        )}
      </AppShell.Navbar>
      <AppShell.Main>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </AppShell.Main>
      {isMobile && (
        <AppShell.Footer>
          <MobileTabBar userRole={user.role} />
        </AppShell.Footer>
      )}
      {searchUsed.current && (
        <Suspense fallback={null}>
          <GlobalSearch theme={theme} />
        </Suspense>
      )}
      <SignOutModal opened={signOutOpened} onClose={signOutModal.close} />
      <HelpModal opened={helpOpened} onClose={helpModal.close} />
    </AppShell>
  );
}
