import { Button, Group, Paper, Select, SimpleGrid, Stack, Text } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { useServerDate, useStores } from "../../components/list/queries.ts";
import { formatBusinessDate, formatDollars } from "../../lib/format.ts";
import { localizeText, MSG } from "../../lib/messages.ts";
import { useUser } from "../../lib/session.tsx";
import { MonthEndSections, packPercent } from "./MonthEndSections.tsx";
import { listLink, MonthEndTable } from "./MonthEndTable.tsx";
import { monthEndExportHref, recentMonths, useMonthEnd } from "./month-end.api.ts";
import { ReportAnswer } from "./ReportAnswer.tsx";

const MONTHS_OFFERED = 24;

/**
 * The Reports screen's Month-end view (issue #31, item 5): one store's month or all the person's
 * stores, from GET /api/reports/month-end; the store and month live in the URL (`store`, `month`),
 * so a store row of the consolidated pack opens that store's pack and the back button returns.
 */
export function MonthEndView() {
  const { t, i18n } = useTranslation();
  const k = (key: string) => t(`reports.monthEnd.${key}`);
  const user = useUser();
  const stores = useStores();
  const today = useServerDate().data ?? new Date().toISOString().slice(0, 10);
  const [search, setSearch] = useSearchParams();
  const request = { month: search.get("month") ?? today.slice(0, 7), store_id: search.get("store") ?? "" };
  const pack = useMonthEnd(request);
  const set = (key: string, value: string) =>
    setSearch((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(key, value);
      else next.delete(key);
      return next;
    });
  const monthName = (month: string) =>
    new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1, 1)).toLocaleDateString(
      i18n.language,
      {
        month: "long",
        year: "numeric",
        timeZone: "UTC",
      },
    );
  const all = user.role === "accounting" ? MSG.allAssignedStores : t("reports.allStores");
  return (
    <Stack gap="md" data-testid="month-end">
      <Paper withBorder radius="md" p="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Select
            label={t("reports.store")}
            data={[
              { value: "", label: all },
              ...(stores.data ?? []).map((store) => ({
                value: store.id,
                label: `${store.code} - ${store.name}`,
              })),
            ]}
            value={request.store_id}
            onChange={(store) => set("store", store ?? "")}
            allowDeselect={false}
            searchable
            data-testid="month-end-store"
          />
          <Select
            label={k("month")}
            data={recentMonths(today, MONTHS_OFFERED).map((month) => ({
              value: month,
              label: monthName(month),
            }))}
            value={request.month}
            onChange={(month) => set("month", month ?? "")}
            allowDeselect={false}
            data-testid="month-end-month"
          />
        </SimpleGrid>
        <Group mt="md" gap="sm">
          <Button
            component="a"
            href={monthEndExportHref(request, "pdf")}
            download
            leftSection={<IconDownload size={16} />}
            data-testid="month-end-pdf"
          >
            {t("reports.exportPdf")}
          </Button>
          <Button
            component="a"
            variant="default"
            href={monthEndExportHref(request, "json")}
            download
            data-testid="month-end-json"
          >
            {t("reports.exportJson")}
          </Button>
        </Group>
      </Paper>
      <ReportAnswer query={pack} errorTestId="month-end-error">
        {(data) => (
          <>
            <Text
              size="sm"
              c="dimmed"
              data-testid="month-end-period"
              data-month={data.month}
              data-store={data.store_id ?? ""}
            >
              {t("reports.period", {
                from: formatBusinessDate(data.from),
                to: formatBusinessDate(data.to),
                store: localizeText(data.store_label),
              })}
            </Text>
            <MonthEndSections pack={data} />
            {data.store_id === null && (
              <MonthEndTable
                title={k("stores")}
                testId="me-stores"
                columns={[
                  k("store"),
                  k("totalIncome"),
                  k("netProfit"),
                  k("labourPercent"),
                  k("profitAfterLabour"),
                ]}
                rows={data.stores.map((row) => {
                  const own = listLink("/reports", {
                    view: "month-end",
                    month: data.month,
                    store: row.store_id,
                  });
                  return {
                    key: row.store_id,
                    label: row.name,
                    cells: [
                      { text: formatDollars(row.income), to: own },
                      { text: formatDollars(row.net_profit), to: own, negative: row.net_profit < 0 },
                      {
                        text: packPercent(row.labour_percent),
                        negative:
                          row.labour_target_percent !== null &&
                          row.labour_percent > row.labour_target_percent,
                      },
                      {
                        text: formatDollars(row.profit_after_labour),
                        to: own,
                        negative: row.profit_after_labour < 0,
                      },
                    ],
                  };
                })}
              />
            )}
          </>
        )}
      </ReportAnswer>
    </Stack>
  );
}
