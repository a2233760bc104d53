import { Button, Menu } from "@mantine/core";
import type { TableName } from "@storeops/domain";
import { IconChevronDown, IconDownload } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

/** PRODUCT.md §8: CSV first. */
export const EXPORT_FORMATS = ["csv", "json", "pdf", "xlsx"] as const;

/** GET /api/export/{table}.{format} with the list's filters, search and order (no paging). */
export function exportHref(
  table: TableName,
  format: (typeof EXPORT_FORMATS)[number],
  query: URLSearchParams,
) {
  const search = query.toString();
  return `/api/export/${table}.${format}${search ? `?${search}` : ""}`;
}

/** Export: a menu of the formats; a format downloads at once (the browser follows the link). */
export function ExportButton({ table, query }: { table: TableName; query: URLSearchParams }) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
          data-testid="export-button"
        >
          {t("kit.export")}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {EXPORT_FORMATS.map((format) => (
          <Menu.Item
            key={format}
            component="a"
            href={exportHref(table, format, query)}
            download
            data-testid={`export-${format}`}
          >
            {t(`kit.exportFormats.${format}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
