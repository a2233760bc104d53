import { Group, Text, UnstyledButton } from "@mantine/core";
import { type MobileTab, mobileTabsFor, type Role } from "@storeops/domain";
import { useTranslation } from "react-i18next";
import { NavLink } from "react-router";
import classes from "./MobileTabBar.module.css";
import { NAV_ICONS } from "./nav-icons.ts";

const TAB_LABELS: Record<MobileTab, string> = {
  "/dashboard": "tabs.dashboard",
  "/daily-income": "tabs.income",
  "/expenses": "tabs.expenses",
  "/purchases": "tabs.purchases",
  "/time-attendance": "tabs.time",
  "/reports": "tabs.reports",
};

/** Spec 1 §2.4 bottom tab bar; Reports only where the route table lets the role open it; staff get Time. */
export function MobileTabBar({ userRole }: { userRole: Role }) {
  const { t } = useTranslation();
  const tabs = mobileTabsFor(userRole);
  return (
    <Group
      component="nav"
      aria-label={t("layout.tabBar")}
      h="100%"
      gap={0}
      grow
      wrap="nowrap"
      data-testid="tab-bar"
    >
      {tabs.map((path) => {
        const Icon = NAV_ICONS[path];
        return (
          <UnstyledButton
            key={path}
            component={NavLink}
            to={path}
            className={classes.tab}
            data-testid="tab-link"
          >
            <Icon size={22} aria-hidden />
            <Text size="xs" inherit>
              {t(TAB_LABELS[path])}
            </Text>
          </UnstyledButton>
        );
      })}
    </Group>
  );
}
