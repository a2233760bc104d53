import { Alert, Center, Group, Loader, Stack, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { exportedRecords } from "@storeops/domain";
import {
  IconActivity,
  IconAlertTriangle,
  IconCalendarEvent,
  IconDownload,
  IconFileText,
  IconRefresh,
  IconShieldCheck,
  IconUsers,
} from "@tabler/icons-react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { DetailsModal } from "../../components/DetailsModal.tsx";
import { IconButton } from "../../components/IconButton.tsx";
import { ListTable } from "../../components/list/ListTable.tsx";
import { ListToolbar } from "../../components/list/ListToolbar.tsx";
import { filterParams, pageSizeOf } from "../../components/list/list-state.ts";
import { Pager } from "../../components/list/Pager.tsx";
import { usePagedList } from "../../components/list/queries.ts";
import { RecordCards } from "../../components/list/RecordCards.tsx";
import { useListState } from "../../components/list/useListState.ts";
import { notifyError, notifySuccess } from "../../components/notify.ts";
import { PageHeader } from "../../components/PageHeader.tsx";
import { StatCardGrid, stat } from "../../components/StatCard.tsx";
import { downloadFile } from "../../lib/download.ts";
import { formatCount } from "../../lib/format.ts";
import { MSG } from "../../lib/messages.ts";
import { useUser } from "../../lib/session.tsx";
import { MOBILE_QUERY } from "../../lib/theme.ts";
import { AuditDetails } from "./AuditDetails.tsx";
import { AuditFilterPanel } from "./AuditFilterPanel.tsx";
import { type AuditEntry, downloadAuditReport, fetchAuditSummary, verifyAuditTrail } from "./audit.api.ts";
import { useAuditCard, useAuditColumns } from "./audit-columns.tsx";
import { AUDIT_EXPORT_SELECT, AUDIT_LIST } from "./audit-list.tsx";

/** Spec 3 §2 Audit Logs: admin and ceo (read-only), paged on the server. */
export default function AuditLogsPage() {
  const { t } = useTranslation();
  const user = useUser();
  const client = useQueryClient();
  const isMobile = useMediaQuery(MOBILE_QUERY, window.matchMedia(MOBILE_QUERY).matches, {
    getInitialValueInEffect: false,
  });
  const controls = useListState(AUDIT_LIST);
  const { state } = controls;
  const [filtersOpen, setFiltersOpen] = useState(!isMobile);
  const [details, setDetails] = useState<AuditEntry | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const page = usePagedList<AuditEntry>(AUDIT_LIST, state);
  const rows = page.data?.rows ?? [];
  const filters = filterParams(state.filters, AUDIT_LIST);
  const summary = useQuery({
    queryKey: ["audit_logs", "summary", filters.toString()],
    queryFn: ({ signal }) => fetchAuditSummary(filters, signal),
  });

  const report = (entry: AuditEntry) =>
    downloadAuditReport(entry.id).catch((error: unknown) =>
      notifyError(t("auditLogs.reportFailed"), error instanceof Error ? error.message : undefined),
    );
  const columns = useAuditColumns({ onOpen: setDetails });
  const card = useAuditCard();

  const exportAs = async (format: "csv" | "pdf") => {
    const query = new URLSearchParams(filters);
    query.set("order", `${state.sort.column}.${state.sort.direction}`);
    query.set("select", AUDIT_EXPORT_SELECT.join(","));
    setBusy(format);
    try {
      const today = new Date().toISOString().slice(0, 10);
      await downloadFile(`/export/audit_logs.${format}?${query}`, `audit-logs-${today}.${format}`);
      notifySuccess(exportedRecords(page.data?.total ?? rows.length));
    } catch (error) {
      notifyError(t("auditLogs.exportFailed"), error instanceof Error ? error.message : undefined);
    } finally {
      setBusy(null);
    }
  };
  const refresh = async () => {
    await Promise.all([
      client.invalidateQueries({ queryKey: ["rest", "audit_logs"] }),
      client.invalidateQueries({ queryKey: ["audit_logs", "summary"] }),
    ]);
    notifySuccess(t("auditLogs.refreshed"));
  };
  const verify = async () => {
    setBusy("verify");
    try {
      const verdict = await verifyAuditTrail();
      if (verdict.ok) notifySuccess(t("auditLogs.intact", { count: verdict.checked }));
      else
        notifyError(
          verdict.first_broken_id
            ? t("auditLogs.broken", { id: verdict.first_broken_id })
            : t("auditLogs.brokenUnnamed"),
          verdict.reason ? t(`auditLogs.brokenReasons.${verdict.reason}`) : undefined,
        );
    } catch (error) {
      notifyError(t("auditLogs.verifyFailed"), error instanceof Error ? error.message : undefined);
    } finally {
      setBusy(null);
    }
  };

  const cardValue = (value: number | undefined) =>
    value === undefined ? (summary.isError ? t("common.none") : "…") : formatCount(value);
  let body = isMobile ? (
    <RecordCards rows={rows} card={card} onOpen={setDetails} testId="audit" />
  ) : (
    <ListTable
      rows={rows}
      columns={columns}
      sort={state.sort}
      onSort={controls.setSort}
      onOpen={setDetails}
      testId="audit"
    />
  );
  if (page.error) {
    body = (
      <Alert color="red" title={t("kit.loadFailed")}>
        {page.error.message}
      </Alert>
    );
  } else if (page.isPending) {
    body = (
      <Center py="xl" role="status" aria-label={t("common.loading")}>
        <Loader size="sm" />
      </Center>
    );
  } else if (rows.length === 0) {
    body = (
      <Text c="dimmed" ta="center" py="xl" data-testid="list-empty">
        {MSG.auditEmpty}
      </Text>
    );
  }

  return (
    <Stack gap="lg">
      <PageHeader
        title={t("auditLogs.title")}
        subtitle={t(user.role === "ceo" ? "auditLogs.subtitleReadOnly" : "auditLogs.subtitle")}
        actions={
          <Group gap="xs">
            <IconButton
              variant="default"
              icon={IconDownload}
              loading={busy === "csv"}
              onClick={() => void exportAs("csv")}
              data-testid="audit-export-csv"
            >
              {t("auditLogs.buttons.exportCsv")}
            </IconButton>
            <IconButton
              variant="default"
              icon={IconFileText}
              loading={busy === "pdf"}
              onClick={() => void exportAs("pdf")}
              data-testid="audit-export-pdf"
            >
              {t("auditLogs.buttons.exportPdf")}
            </IconButton>
            <IconButton
              variant="default"
              icon={IconRefresh}
              onClick={() => void refresh()}
              data-testid="audit-refresh"
            >
              {t("auditLogs.buttons.refresh")}
            </IconButton>
            <IconButton
              icon={IconShieldCheck}
              loading={busy === "verify"}
              onClick={() => void verify()}
              data-testid="audit-verify"
            >
              {t("auditLogs.buttons.verify")}
            </IconButton>
          </Group>
        }
      />
      <StatCardGrid
        cols={{ base: 2, md: 4 }}
        testId="audit-summary"
        cardTestId="summary-card"
        cards={[
          stat("auditLogs.cards.total", cardValue(summary.data?.total), IconActivity, {
            hint: t("auditLogs.cards.totalHint"),
          }),
          stat("auditLogs.cards.today", cardValue(summary.data?.today), IconCalendarEvent, {
            color: "teal",
            hint: t("auditLogs.cards.todayHint"),
          }),
          stat("auditLogs.cards.activeUsers", cardValue(summary.data?.active_users), IconUsers, {
            color: "grape",
            hint: t("auditLogs.cards.activeUsersHint"),
          }),
          stat("auditLogs.cards.critical", cardValue(summary.data?.critical), IconAlertTriangle, {
            color: "red",
            hint: t("auditLogs.cards.criticalHint"),
          }),
        ]}
      />
      <Stack gap="sm" data-testid="audit-list">
        <ListToolbar
          title={t("auditLogs.recent")}
          searchPlaceholder={t("auditLogs.searchPlaceholder")}
          controls={controls}
          filtersOpen={filtersOpen}
          onToggleFilters={() => setFiltersOpen((open) => !open)}
        />
        {filtersOpen && <AuditFilterPanel key={filters.toString()} controls={controls} />}
        {body}
        <Pager
          page={page.data?.page ?? state.page}
          pageSize={pageSizeOf(state, AUDIT_LIST)}
          rows={rows.length}
          total={page.data?.total ?? null}
          atLeast={page.data?.atLeast ?? null}
          busy={page.isFetching}
          things={(count) => t("auditLogs.things", { count })}
          onPage={controls.setPage}
          onPageSize={controls.setPageSize}
        />
      </Stack>
      <DetailsModal
        table="audit_logs"
        row={details}
        title={t("auditLogs.details.title")}
        testId="audit-details-modal"
        onClose={() => setDetails(null)}
      >
        {(entry) => <AuditDetails entry={entry} onReport={report} onClose={() => setDetails(null)} />}
      </DetailsModal>
    </Stack>
  );
}
