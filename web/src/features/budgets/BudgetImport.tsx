import { Alert, Button, FileInput, Group, List, Stack, Table, Text } from "@mantine/core";
import type { TBudgetImportResult } from "@storeops/domain";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { notifyError, notifySuccess, writeErrorMessage } from "../../components/notify.ts";
import { ScreenModal } from "../../components/ScreenModal.tsx";
import { formatDollars } from "../../lib/format.ts";
import { MSG, optionLabel } from "../../lib/messages.ts";
import { importBudgets } from "./budgets.api.ts";

/**
 * Import budgets from a CSV file (docs/decisions.md, Budgets): Preview shows each line with what
 * saving it does and each line's errors; Import saves every line, only when none has an error.
 */
export function BudgetImport({
  opened,
  onClose,
  onImported,
}: {
  opened: boolean;
  onClose: () => void;
  onImported: () => void;
}) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [csv, setCsv] = useState("");
  const [preview, setPreview] = useState<TBudgetImportResult | null>(null);
  const [busy, setBusy] = useState(false);
  const close = () => {
    setFile(null);
    setCsv("");
    setPreview(null);
    onClose();
  };
  const run = async (dryRun: boolean) => {
    setBusy(true);
    try {
      const result = await importBudgets(csv, dryRun);
      setPreview(result);
      if (result.imported) {
        notifySuccess(MSG.budgetImported);
        onImported();
        close();
      } else if (!dryRun) notifyError(MSG.budgetImportHasErrors);
    } catch (error) {
      notifyError(writeErrorMessage(error, MSG.budgetImportHasErrors));
    } finally {
      setBusy(false);
    }
  };
  const ready = preview !== null && preview.errors.length === 0 && preview.rows.length > 0;
  return (
    <ScreenModal opened={opened} onClose={close} title={t("budgets.importTitle")} size="xl">
      <Stack gap="sm" data-testid="budget-import">
        <Text size="sm" c="dimmed">
          {t("budgets.importHint")}
        </Text>
        <FileInput
          label={t("budgets.file")}
          accept=".csv,text/csv"
          value={file}
          onChange={async (chosen) => {
            setFile(chosen);
            setPreview(null);
            setCsv(chosen ? await chosen.text() : "");
          }}
          data-testid="budget-import-file"
        />
        {preview && (
          <Text size="sm" data-testid="budget-import-summary">
            {t("budgets.previewSummary", preview)}
          </Text>
        )}
        {preview && preview.errors.length > 0 && (
          <Alert color="red" title={t("budgets.errors")} data-testid="budget-import-errors">
            <List size="sm">
              {preview.errors.map((error) => (
                <List.Item key={`${error.row}-${error.field}`}>
                  {error.row > 0 ? `${t("budgets.row", { row: error.row })}: ` : ""}
                  {error.message}
                </List.Item>
              ))}
            </List>
          </Alert>
        )}
        {preview && preview.rows.length > 0 && (
          // Two columns, so a phone's width holds it: what the line is, then its amount and what saving does.
          <Table striped data-testid="budget-import-rows">
            <Table.Tbody>
              {preview.rows.slice(0, 200).map((row) => (
                <Table.Tr key={row.row}>
                  <Table.Td>
                    <Text size="sm">{`${t("budgets.row", { row: row.row })} · ${row.store_code} · ${row.month}`}</Text>
                    <Text size="xs" c="dimmed">
                      {optionLabel(row.line)}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: "nowrap" }}>
                    <Text size="sm">{formatDollars(row.amount)}</Text>
                    <Text size="xs" c="dimmed">
                      {t(`budgets.action.${row.action}`)}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        <Group justify="flex-end">
          <Button
            variant="default"
            onClick={() => void run(true)}
            disabled={!csv || busy}
            data-testid="budget-import-preview"
          >
            {t("budgets.preview")}
          </Button>
          <Button
            onClick={() => void run(false)}
            disabled={!ready || busy}
            loading={busy}
            data-testid="budget-import-commit"
          >
            {t("budgets.importNow", { count: preview?.rows.length ?? 0 })}
          </Button>
        </Group>
      </Stack>
    </ScreenModal>
  );
}
