import { Badge } from "@mantine/core";
import { optionLabel } from "../lib/messages.ts";
import { statusColor } from "./status-colors.ts";

/**
 * A status with the domain's label and the app's one colour map. `overdue` marks an approved
 * purchase past its due date, shown Overdue (derived, never stored).
 */
export function StatusBadge({ status, overdue = false }: { status: string; overdue?: boolean }) {
  const shown = overdue && status === "approved" ? "overdue" : status;
  return (
    <Badge
      variant="dot"
      color={statusColor(shown)}
      // Chromium ellipsises a label whose width rounds a fraction of a pixel short ("PENDI…").
      styles={{ label: { overflow: "visible" } }}
      data-testid="status-badge"
    >
      {optionLabel(shown)}
    </Badge>
  );
}
