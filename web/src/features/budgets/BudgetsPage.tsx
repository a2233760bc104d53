import { Alert, Button, Group, Paper, Select, SimpleGrid, Stack, Text } from "@mantine/core";
import { BUDGET_LINES, can, type TBudgetGrid } from "@storeops/domain";
import { IconDeviceFloppy, IconFileImport } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { useServerDate, useStores } from "../../components/list/queries.ts";
import { notifyError, notifySuccess, writeErrorMessage } from "../../components/notify.ts";
import { PageHeader } from "../../components/PageHeader.tsx";
import { MSG } from "../../lib/messages.ts";
import { useUser } from "../../lib/session.tsx";
import { ImportButton } from "../imports/ImportButton.tsx";
import { BudgetGrid, cellKey, type GridValues, yearMonths } from "./BudgetGrid.tsx";
import { BudgetImport } from "./BudgetImport.tsx";
import { saveBudgetGrid, useBudgetGrid } from "./budgets.api.ts";

const valuesOf = (grid: TBudgetGrid | undefined): GridValues =>
  Object.fromEntries((grid?.cells ?? []).map((cell) => [cellKey(cell.month, cell.line), cell.amount]));

/**
 * Budgets (issue #31, item 5; docs/decisions.md, Budgets): a store's year, month by month and line
 * by line, saved at once; a CSV import with a preview. The store and year live in the URL, so the
 * month-end pack links here.
 */
export default function BudgetsPage() {
  const { t } = useTranslation();
  const user = useUser();
  const stores = useStores();
  const today = useServerDate().data ?? new Date().toISOString().slice(0, 10);
  const [search, setSearch] = useSearchParams();
  const storeId = search.get("store") ?? stores.data?.[0]?.id ?? "";
  const year = Number(search.get("year") ?? today.slice(0, 4));
  const grid = useBudgetGrid(storeId, year);
  const [values, setValues] = useState<GridValues>({});
  const [saving, setSaving] = useState(false);
  const [importing, setImporting] = useState(false);
  const queryClient = useQueryClient();
  const writes = can(user.role, "budgets", "update");
  useEffect(() => setValues(valuesOf(grid.data)), [grid.data]);
  const set = (key: string, value: string) =>
    setSearch((current) => {
      const next = new URLSearchParams(current);
      next.set(key, value);
      return next;
    });
  const save = async () => {
    setSaving(true);
    try {
      const cells = yearMonths(year).flatMap((month) =>
        BUDGET_LINES.map((line) => {
          const value = values[cellKey(month, line)];
          return { month, line, amount: value === "" || value === undefined ? null : value };
        }),
      );
      const saved = await saveBudgetGrid({ store_id: storeId, year, cells });
      queryClient.setQueryData(["budgets", "grid", storeId, year], saved);
      void queryClient.invalidateQueries({ queryKey: ["reports", "month-end"] });
      notifySuccess(MSG.budgetSaved);
    } catch (error) {
      notifyError(writeErrorMessage(error, MSG.budgetAmountInvalid));
    } finally {
      setSaving(false);
    }
  };
  const thisYear = Number(today.slice(0, 4));
  return (
    <Stack gap="lg">
      <PageHeader title={t("budgets.title")} subtitle={t("budgets.subtitle")} />
      <Paper withBorder radius="md" p="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Select
            label={t("budgets.store")}
            data={(stores.data ?? []).map((store) => ({
              value: store.id,
              label: `${store.code} - ${store.name}`,
            }))}
            value={storeId || null}
            onChange={(store) => store && set("store", store)}
            allowDeselect={false}
            searchable
            data-testid="budget-store"
          />
          <Select
            label={t("budgets.year")}
            data={[thisYear - 1, thisYear, thisYear + 1].map(String)}
            value={String(year)}
            onChange={(next) => next && set("year", next)}
            allowDeselect={false}
            data-testid="budget-year"
          />
        </SimpleGrid>
        {writes ? (
          <Group mt="md" gap="sm">
            <Button
              leftSection={<IconDeviceFloppy size={16} />}
              onClick={() => void save()}
              loading={saving}
              disabled={!storeId}
              data-testid="budget-save"
            >
              {t("budgets.save")}
            </Button>
            <Button
              variant="default"
              leftSection={<IconFileImport size={16} />}
              onClick={() => setImporting(true)}
              data-testid="budget-import-open"
            >
              {t("budgets.import")}
            </Button>
            <ImportButton table="budgets" />
          </Group>
        ) : (
          <Text size="sm" c="dimmed" mt="sm">
            {t("budgets.readOnly")}
          </Text>
        )}
      </Paper>
      {grid.isError ? (
        <Alert color="red">{writeErrorMessage(grid.error, MSG.noDataFound)}</Alert>
      ) : storeId ? (
        <Paper withBorder radius="md" p="md">
          <BudgetGrid
            year={year}
            values={values}
            readOnly={!writes}
            onChange={(key, value) => setValues((current) => ({ ...current, [key]: value }))}
          />
        </Paper>
      ) : (
        <Text c="dimmed">{t("budgets.chooseStore")}</Text>
      )}
      <BudgetImport
        opened={importing}
        onClose={() => setImporting(false)}
        onImported={() => void queryClient.invalidateQueries({ queryKey: ["budgets"] })}
      />
    </Stack>
  );
}
