import { Button, Group } from "@mantine/core";
import { canOpen, type Role } from "@storeops/domain";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Panel } from "../../components/Panel.tsx";

/** Shortcut buttons, limited to the routes the role may open. */
export function QuickActions({
  userRole,
  links,
}: {
  userRole: Role;
  links: readonly { to: string; label: string }[];
}) {
  const { t } = useTranslation();
  const allowed = links.filter((link) => canOpen(userRole, link.to.split("?")[0] ?? link.to));
  if (allowed.length === 0) return null;
  return (
    <Panel title={t("dashboard.quickActions")} testId="quick-actions">
      <Group gap="xs">
        {allowed.map((link) => (
          <Button key={link.to} component={Link} to={link.to} variant="light">
            {t(link.label)}
          </Button>
        ))}
      </Group>
    </Panel>
  );
}
