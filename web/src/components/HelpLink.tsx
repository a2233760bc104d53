import { ActionIcon, Tooltip } from "@mantine/core";
import { guideForScreen } from "@storeops/domain";
import { IconHelp } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { useShownLanguage } from "../lib/language.ts";
import { useOptionalUser } from "../lib/session.tsx";

/**
 * The "?" of a screen's header: opens the guide of this screen for the reader's role, or the index
 * of the guides where none is written for it (docs/decisions.md, Documentation).
 */
export function HelpLink() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const user = useOptionalUser();
  const language = useShownLanguage();
  if (!user || pathname === "/documentation") return null;
  const guide = guideForScreen(user.role, pathname, language);
  const label = guide ? t("documentation.help", { title: guide.title }) : t("documentation.helpIndex");
  return (
    <Tooltip label={label}>
      <ActionIcon
        component={Link}
        to={guide ? `/documentation?doc=${guide.id}` : "/documentation"}
        variant="subtle"
        color="gray"
        size="lg"
        radius="xl"
        aria-label={label}
        data-testid="page-help"
        data-guide={guide?.id}
      >
        <IconHelp size={20} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}
