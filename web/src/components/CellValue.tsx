import { Text } from "@mantine/core";
import { type ColumnKind, isRole } from "@storeops/domain";
import { useTranslation } from "react-i18next";
import { formatBusinessDate, formatDollars, formatInstant, formatTimeOfDay } from "../lib/format.ts";
import { StatusBadge } from "./StatusBadge.tsx";

/** One table cell, formatted by the column's kind from the domain table definitions. */
export function CellValue({ column, kind, value }: { column: string; kind: ColumnKind; value: unknown }) {
  const { t } = useTranslation();
  if (value === null || value === undefined || value === "") {
    return (
      <Text span c="dimmed" size="sm">
        {t("common.none")}
      </Text>
    );
  }
  if (column === "role" && isRole(value)) return <>{t(`roles.${value}`)}</>;
  if (column === "status" && typeof value === "string") {
    return <StatusBadge status={value} />;
  }
  switch (kind) {
    case "money":
      return <>{typeof value === "number" ? formatDollars(value) : String(value)}</>;
    case "date":
      return <>{typeof value === "string" ? formatBusinessDate(value) : String(value)}</>;
    case "time":
      return <>{typeof value === "string" ? formatTimeOfDay(value) : String(value)}</>;
    case "instant":
      return <>{typeof value === "string" ? formatInstant(value) : String(value)}</>;
    case "bool":
      return <>{value ? t("common.yes") : t("common.no")}</>;
    case "json":
      return <>{Array.isArray(value) ? value.join(", ") : JSON.stringify(value)}</>;
    default:
      return <>{String(value)}</>;
  }
}
