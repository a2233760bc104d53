import { Button, Group } from "@mantine/core";
import { quickActionsFor, type Role } from "@storeops/domain";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Panel } from "../../components/Panel.tsx";

/** Shortcuts to the work the role may do, from the domain's permission matrix (quickActionsFor). */
export function QuickActions({ userRole }: { userRole: Role }) {
  const { t } = useTranslation();
  const actions = quickActionsFor(userRole);
  if (actions.length === 0) return null;
  return (
    <Panel title={t("dashboard.quickActions")} testId="quick-actions">
      <Group gap="xs">
        {actions.map((action) => (
          <Button
            key={action.key}
            component={Link}
            to={action.search ? `${action.path}?${action.search}` : action.path}
            variant="light"
            data-testid="quick-action"
            data-action={action.key}
          >
            {t(`dashboard.actions.${action.key}`)}
          </Button>
        ))}
      </Group>
    </Panel>
  );
}
