import { Center, Paper, Stack, Text, Title } from "@mantine/core";
import type { TFinancialReport } from "@storeops/domain";
import { IconReportAnalytics } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useServerDate } from "../../components/list/queries.ts";
import { notifyError, notifySuccess, writeErrorMessage } from "../../components/notify.ts";
import { PageHeader } from "../../components/PageHeader.tsx";
import { formatBusinessDate } from "../../lib/format.ts";
import { MSG } from "../../lib/messages.ts";
import { ReportCards } from "./ReportCards.tsx";
import { ReportConfig } from "./ReportConfig.tsx";
import { daysBefore, FIRST_TREND_PAGE, fetchReport, type ReportRequest } from "./reports.api.ts";
import { TrendAnalysis } from "./TrendAnalysis.tsx";

/** Spec 2 §2.3 Financial Reports, from GET /api/reports/financial (no artificial delay). */
export default function ReportsPage() {
  const { t } = useTranslation();
  const today = useServerDate().data ?? new Date().toISOString().slice(0, 10);
  const [edits, setEdits] = useState<Partial<ReportRequest>>({});
  const request: ReportRequest = {
    type: "custom",
    store_id: "",
    from: daysBefore(today, 30),
    to: today,
    ...edits,
  };
  const [generating, setGenerating] = useState(false);
  const [shown, setShown] = useState<{ request: ReportRequest; report: TFinancialReport } | null>(null);

  const generate = async () => {
    setGenerating(true);
    try {
      const report = await fetchReport(request, FIRST_TREND_PAGE);
      setShown({ request, report });
      notifySuccess(t("reports.generated"));
    } catch (error) {
      notifyError(writeErrorMessage(error, MSG.reportNoData));
    } finally {
      setGenerating(false);
    }
  };

  return (
    <Stack gap="lg">
      <PageHeader title={t("reports.title")} subtitle={t("reports.subtitle")} />
      <ReportConfig
        request={request}
        onChange={(patch) => setEdits((current) => ({ ...current, ...patch }))}
        onGenerate={() => void generate()}
        generating={generating}
        generated={shown?.request ?? null}
      />
      {shown ? (
        <Stack gap="md" data-testid="report">
          <Text size="sm" c="dimmed" data-testid="report-period">
            {t("reports.period", {
              from: formatBusinessDate(shown.report.from),
              to: formatBusinessDate(shown.report.to),
              store: shown.report.store_label,
            })}
          </Text>
          <ReportCards report={shown.report} />
          <TrendAnalysis key={shown.report.id} request={shown.request} report={shown.report} today={today} />
        </Stack>
      ) : (
        <Paper withBorder radius="md" p="xl" data-testid="no-report">
          <Center>
            <Stack align="center" gap={4}>
              <IconReportAnalytics size={40} stroke={1.5} aria-hidden />
              <Title order={3} size="h4">
                {MSG.noReportGenerated}
              </Title>
              <Text c="dimmed" size="sm">
                {t("reports.noReportHint")}
              </Text>
            </Stack>
          </Center>
        </Paper>
      )}
    </Stack>
  );
}
