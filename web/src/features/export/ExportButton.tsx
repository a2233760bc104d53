import { Button, Menu } from "@mantine/core";
import { LIST_EXPORT_FORMATS, type ListExportFormat, type TableName } from "@storeops/domain";
import { IconChevronDown, IconDownload } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

/** GET /api/export/{table}.{format} with the list's filters, search and order (no paging). */
export function exportHref(table: TableName, format: ListExportFormat, query: URLSearchParams) {
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
        {LIST_EXPORT_FORMATS.map((format) => (
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
