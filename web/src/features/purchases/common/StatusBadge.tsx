import { Badge } from "@mantine/core";
import { useTranslation } from "react-i18next";

const COLORS: Record<string, string> = {
  pending: "yellow",
  approved: "green",
  paid: "teal",
  rejected: "red",
  overdue: "orange",
};

/** A status badge; an approved purchase past its due date shows Overdue (derived, never stored). */
export function StatusBadge({ status, overdue = false }: { status: string; overdue?: boolean }) {
  const { t } = useTranslation();
  const shown = overdue && status === "approved" ? "overdue" : status;
  return (
    <Badge
      variant="dot"
      color={COLORS[shown] ?? "gray"}
      // Chromium ellipsises a label whose width rounds a fraction of a pixel short ("PENDI…").
      styles={{ label: { overflow: "visible" } }}
      data-testid="status-badge"
    >
      {t(`statuses.${shown}`, { defaultValue: shown })}
    </Badge>
  );
}
