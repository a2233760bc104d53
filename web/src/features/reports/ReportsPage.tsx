import { Center, Loader, Paper, Stack, Tabs, Text, Title } from "@mantine/core";
import { figurePeriodRange, type TFinancialReport } from "@storeops/domain";
import { IconReportAnalytics } from "@tabler/icons-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { useServerDate } from "../../components/list/queries.ts";
import { notifyError, notifySuccess, writeErrorMessage } from "../../components/notify.ts";
import { PageHeader } from "../../components/PageHeader.tsx";
import { formatBusinessDate } from "../../lib/format.ts";
import { localizeText, MSG } from "../../lib/messages.ts";
import { AdherenceView } from "./AdherenceView.tsx";
import { MonthEndView } from "./MonthEndView.tsx";
import { ReportCards } from "./ReportCards.tsx";
import { ReportConfig } from "./ReportConfig.tsx";
import { FIRST_TREND_PAGE, fetchReport, type ReportRequest } from "./reports.api.ts";
import { TrendAnalysis } from "./TrendAnalysis.tsx";

const VIEWS = ["financial", "month-end", "adherence"] as const;
type View = (typeof VIEWS)[number];

/**
 * The Reports screen: the financial report (the default), the month-end pack (`?view=month-end`,
 * issue #31) or a store's schedule adherence (`?view=adherence`, issue #33), a tab each; the view
 * lives in the URL so a pack's links come back to it.
 */
export default function ReportsPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const asked = search.get("view");
  const view: View = VIEWS.find((name) => name === asked) ?? "financial";
  return (
    <Stack gap="lg">
      <PageHeader title={t("reports.title")} subtitle={t("reports.subtitle")} />
      <Tabs
        value={view}
        onChange={(next) => setSearch(next === "month-end" || next === "adherence" ? { view: next } : {})}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          <Tabs.Tab value="financial" data-testid="reports-tab-financial">
            {t("reports.tabs.financial")}
          </Tabs.Tab>
          <Tabs.Tab value="month-end" data-testid="reports-tab-month-end">
            {t("reports.tabs.monthEnd")}
          </Tabs.Tab>
          <Tabs.Tab value="adherence" data-testid="reports-tab-adherence">
            {t("reports.tabs.adherence")}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="financial">
          <FinancialReport />
        </Tabs.Panel>
        <Tabs.Panel value="month-end">
          <MonthEndView />
        </Tabs.Panel>
        <Tabs.Panel value="adherence">
          <AdherenceView />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

/**
 * Spec 2 §2.3 Financial Reports, from GET /api/reports/financial (no artificial delay). The screen
 * opens on this month's report (issue #31): from the 1st of the month to today, in the current
 * store's date (the server's), generated as soon as that date is known.
 */
function FinancialReport() {
  const { t } = useTranslation();
  const serverDate = useServerDate();
  const today = serverDate.data ?? new Date().toISOString().slice(0, 10);
  const [edits, setEdits] = useState<Partial<ReportRequest>>({});
  const month = figurePeriodRange(today, "this_month");
  const request: ReportRequest = { type: "monthly", store_id: "", from: month.from, to: month.to, ...edits };
  const [generating, setGenerating] = useState(false);
  const [shown, setShown] = useState<{ request: ReportRequest; report: TFinancialReport } | null>(null);

  const generate = async (opening = false) => {
    setGenerating(true);
    try {
      const report = await fetchReport(request, FIRST_TREND_PAGE);
      setShown({ request, report });
      if (!opening) notifySuccess(t("reports.generated"));
    } catch (error) {
      notifyError(writeErrorMessage(error, MSG.reportNoData));
    } finally {
      setGenerating(false);
    }
  };
  // This month's report, once the store's date is known (a failed date: the browser's).
  const opened = useRef(false);
  const dateKnown = serverDate.data !== undefined || serverDate.isError;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the first report only, on the first date known.
  useEffect(() => {
    if (!dateKnown || opened.current) return;
    opened.current = true;
    void generate(true);
  }, [dateKnown]);

  return (
    <Stack gap="lg">
      <ReportConfig
        request={request}
        onChange={(patch) => setEdits((current) => ({ ...current, ...patch }))}
        onGenerate={() => void generate()}
        generating={generating}
        generated={shown?.request ?? null}
      />
      {shown === null && generating ? (
        <Paper withBorder radius="md" p="xl" data-testid="report-loading">
          <Center>
            <Loader size="sm" />
          </Center>
        </Paper>
      ) : shown ? (
        <Stack gap="md" data-testid="report">
          <Text size="sm" c="dimmed" data-testid="report-period">
            {t("reports.period", {
              from: formatBusinessDate(shown.report.from),
              to: formatBusinessDate(shown.report.to),
              store: localizeText(shown.report.store_label),
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
