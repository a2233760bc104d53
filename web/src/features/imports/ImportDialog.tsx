import { Alert, Button, FileInput, Flex, Group, Loader, Modal, Stack, Text } from "@mantine/core";
import type { ImportTable, ImportMapping as Mapping, TImportPreview } from "@storeops/domain";
import { IconFileSpreadsheet } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatCount } from "../../lib/format.ts";
import { useIsPhone } from "../../lib/useIsPhone.ts";
import { ImportMapping } from "./ImportMapping.tsx";
import { ImportProblems } from "./ImportProblems.tsx";
import { ImportProgress } from "./ImportProgress.tsx";
import { previewImport, startImport } from "./imports.api.ts";

const sameMapping = (a: Mapping, b: Mapping) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Import (docs/decisions.md, Imports): a CSV or XLSX file → its columns mapped to fields (as last
 * time for the same layout) → the rows checked, with each problem → Import → the run's progress →
 * its counts and the refused rows file. Full screen on phones.
 */
export default function ImportDialog({ table, onClose }: { table: ImportTable; onClose: () => void }) {
  const { t } = useTranslation();
  const isPhone = useIsPhone();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<TImportPreview | null>(null);
  const [mapping, setMapping] = useState<Mapping>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [jobId, setJobId] = useState<string | null>(null);

  const check = async (chosen: File, sent?: Mapping) => {
    setBusy(true);
    setError(null);
    try {
      const answer = await previewImport(table, chosen, sent);
      setPreview(answer);
      setMapping(answer.mapping);
    } catch (failure) {
      setPreview(null);
      setError((failure as Error).message);
    } finally {
      setBusy(false);
    }
  };
  const choose = (chosen: File | null) => {
    setFile(chosen);
    setPreview(null);
    setError(null);
    if (chosen) void check(chosen);
  };
  const start = async () => {
    if (!file) return;
    setBusy(true);
    setError(null);
    try {
      setJobId((await startImport(table, file, mapping)).id);
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setBusy(false);
    }
  };
  const reset = () => {
    setJobId(null);
    choose(null);
  };

  const changed = preview !== null && !sameMapping(mapping, preview.mapping);
  const missing = preview?.missing ?? [];
  const ready = preview !== null && !changed && missing.length === 0 && preview.valid > 0 && !busy;
  return (
    <Modal
      opened
      onClose={onClose}
      title={t(`imports.titles.${table}`)}
      size="xl"
      fullScreen={isPhone}
      closeButtonProps={{ "aria-label": t("kit.close") }}
      data-testid="import-dialog"
    >
      {jobId ? (
        <ImportProgress jobId={jobId} onAnother={reset} onClose={onClose} />
      ) : (
        <Stack gap="md">
          <FileInput
            label={t("imports.file")}
            description={t("imports.fileHint")}
            placeholder={t("imports.filePlaceholder")}
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
            value={file}
            onChange={choose}
            clearable
            disabled={busy}
            data-testid="import-file"
          />
          {busy && !preview && (
            <Group gap="xs" role="status">
              <Loader size="sm" />
              <Text size="sm">{t("imports.reading")}</Text>
            </Group>
          )}
          {error && (
            <Alert color="red" data-testid="import-error">
              {error}
            </Alert>
          )}
          {preview && (
            <>
              <Stack gap={4}>
                <Text fw={600}>{t("imports.columns")}</Text>
                <Text size="sm" c="dimmed">
                  {preview.remembered ? t("imports.remembered") : t("imports.columnsHint")}
                </Text>
              </Stack>
              <ImportMapping
                table={table}
                headers={preview.headers}
                examples={preview.examples}
                mapping={mapping}
                onChange={setMapping}
              />
              {missing.length > 0 && !changed && (
                <Alert color="red" variant="light" data-testid="import-missing">
                  {t("imports.missing", {
                    fields: missing.map((name) => t(`imports.fields.${name}`)).join(", "),
                  })}
                </Alert>
              )}
              {!changed && <ImportProblems preview={preview} />}
              <Flex direction={{ base: "column", sm: "row" }} justify="flex-end" gap="sm">
                {changed && file && (
                  <Button
                    variant="default"
                    onClick={() => void check(file, mapping)}
                    loading={busy}
                    data-testid="import-recheck"
                  >
                    {t("imports.recheck")}
                  </Button>
                )}
                <Button
                  onClick={() => void start()}
                  disabled={!ready}
                  loading={busy && !changed}
                  data-testid="import-start"
                >
                  {t("imports.importNow", { count: preview.valid, formatted: formatCount(preview.valid) })}
                </Button>
              </Flex>
            </>
          )}
        </Stack>
      )}
    </Modal>
  );
}
