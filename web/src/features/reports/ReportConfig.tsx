import { Button, Group, Menu, Paper, Select, SimpleGrid, Title } from "@mantine/core";
import { REPORT_TYPES, type ReportExportFormat } from "@storeops/domain";
import { IconChevronDown, IconDownload, IconReportAnalytics } from "@tabler/icons-react";
import type { MouseEvent } from "react";
import { useTranslation } from "react-i18next";
import { DateField } from "../../components/form/DateField.tsx";
import { IconButton } from "../../components/IconButton.tsx";
import { useStores } from "../../components/list/queries.ts";
import { notifyError, notifySuccess } from "../../components/notify.ts";
import { MSG } from "../../lib/messages.ts";
import { useUser } from "../../lib/session.tsx";
import { type ReportRequest, reportExportHref } from "./reports.api.ts";

interface Props {
  request: ReportRequest;
  onChange: (patch: Partial<ReportRequest>) => void;
  onGenerate: () => void;
  generating: boolean;
  /** The request of the report on screen; null before one is generated. */
  generated: ReportRequest | null;
}

/** The exports a person uses, as buttons; JSON (for developers and integrations) under More. */
const FORMATS = [
  ["csv", "exportCsv"],
  ["pdf", "exportPdf"],
  ["xlsx", "exportXlsx"],
] as const;

/** Spec 2 §2.3 Report Configuration: type, store, from, to, Generate Report and the exports. */
export function ReportConfig({ request, onChange, onGenerate, generating, generated }: Props) {
  const { t } = useTranslation();
  const user = useUser();
  const stores = useStores();
  const all = user.role === "accounting" ? MSG.allAssignedStores : t("reports.allStores");
  const none = user.role === "accounting" && user.assigned_stores.length === 0;
  /** A format's download link, or the "generate first" message before a report is on screen. */
  const download = (format: ReportExportFormat) => ({
    component: "a" as const,
    href: generated ? reportExportHref(generated, format) : undefined,
    download: generated ? true : undefined,
    "data-disabled": generated ? undefined : true,
    "aria-disabled": !generated,
    onClick: (event: MouseEvent) => {
      if (!generated) {
        event.preventDefault();
        notifyError(MSG.generateReportFirst);
      } else notifySuccess(t("reports.exported", { format: format.toUpperCase() }));
    },
    "data-testid": `report-export-${format}`,
  });
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} size="h4" mb="sm">
        {t("reports.configuration")}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
        <Select
          label={t("reports.type")}
          data={REPORT_TYPES.map((value) => ({ value, label: t(`reports.types.${value}`) }))}
          value={request.type}
          onChange={(type) => onChange({ type: type ?? "custom" })}
          allowDeselect={false}
          data-testid="report-type"
        />
        <Select
          label={t("reports.store")}
          data={[
            { value: "", label: none ? MSG.noStoresAssigned : all },
            ...(stores.data ?? []).map((store) => ({
              value: store.id,
              label: `${store.code} - ${store.name}`,
            })),
          ]}
          value={request.store_id}
          onChange={(store) => onChange({ store_id: store ?? "" })}
          allowDeselect={false}
          disabled={none}
          searchable
          data-testid="report-store"
        />
        {(["from", "to"] as const).map((end) => (
          <DateField
            key={end}
            label={t(`reports.${end}`)}
            value={request[end]}
            onChange={(value) => onChange({ [end]: value })}
            data-testid={`report-${end}`}
          />
        ))}
      </SimpleGrid>
      <Group mt="md" gap="sm">
        <IconButton
          icon={IconReportAnalytics}
          onClick={onGenerate}
          loading={false}
          disabled={generating}
          data-testid="generate-report"
        >
          {generating ? t("reports.generating") : t("reports.generate")}
        </IconButton>
        {FORMATS.map(([format, label]) => (
          <Button
            key={format}
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            {...download(format)}
          >
            {t(`reports.${label}`)}
          </Button>
        ))}
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <Button
              variant="default"
              rightSection={<IconChevronDown size={14} aria-hidden />}
              aria-label={t("reports.moreExports")}
              data-testid="report-export-more"
            >
              {t("reports.more")}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item leftSection={<IconDownload size={14} aria-hidden />} {...download("json")}>
              {t("reports.exportJson")}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
    </Paper>
  );
}
