import { SimpleGrid, Stack, Table } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { CellValue } from "../../components/CellValue.tsx";
import { Panel } from "../../components/Panel.tsx";
import { StatCardGrid } from "../../components/StatCard.tsx";
import type { DashboardData } from "./dashboard.api.ts";
import { LatestPurchasesAndExpenses } from "./LatestRecords.tsx";
import { QuickActions } from "./QuickActions.tsx";
import { pendingCards, periodName, spendCards } from "./stat-values.ts";

const STORE_FIELDS = [
  ["name", "text"],
  ["manager", "text"],
  ["address", "text"],
  ["phone", "text"],
  ["monthly_target", "money"],
  ["staff_count", "int"],
] as const;

/** Staff: figures, information and latest records of the current store only. */
export function StoreDashboard({ data }: { data: DashboardData }) {
  const { t } = useTranslation();
  const store = data.store_information ?? null;
  const cards = [...spendCards(data, periodName(t, data)), ...pendingCards(data)];

  return (
    <Stack gap="lg">
      <StatCardGrid cards={cards} cols={{ base: 2, md: 4 }} />
      {/* Top-aligned: the short Quick Actions card keeps its own height beside the store table. */}
      <SimpleGrid cols={{ base: 1, md: 2 }} style={{ alignItems: "start" }}>
        <QuickActions userRole="staff" />
        <Panel
          title={t("dashboard.storeInformation")}
          testId="store-info"
          empty={!store && t("dashboard.noCurrentStore")}
        >
          {store && (
            <Table variant="vertical" withTableBorder={false}>
              <Table.Tbody>
                {STORE_FIELDS.map(([field, kind]) => (
                  <Table.Tr key={field}>
                    <Table.Th w={160}>{t(`columns.${field}`)}</Table.Th>
                    <Table.Td>
                      <CellValue column={field} kind={kind} value={store[field]} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Panel>
      </SimpleGrid>
      <LatestPurchasesAndExpenses data={data} />
    </Stack>
  );
}
