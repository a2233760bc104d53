import { Alert, List, ScrollArea, Text } from "@mantine/core";
import type { TImportPreview } from "@storeops/domain";
import { useTranslation } from "react-i18next";
import { formatCount } from "../../lib/format.ts";

/** A preview's counts and the first problems, each with its row and field (the server's words, in the app's language). */
export function ImportProblems({ preview }: { preview: TImportPreview }) {
  const { t } = useTranslation();
  const more = preview.problems_total - preview.problems.length;
  return (
    <>
      <Text size="sm" data-testid="import-summary">
        {t("imports.summary", {
          rows: formatCount(preview.rows),
          valid: formatCount(preview.valid),
          refused: formatCount(preview.refused),
        })}
      </Text>
      {preview.problems.length === 0 ? (
        <Alert color="green" variant="light" data-testid="import-ready">
          {t("imports.allReady")}
        </Alert>
      ) : (
        <Alert color="orange" variant="light" title={t("imports.problems")} data-testid="import-problems">
          <ScrollArea.Autosize mah={220} type="auto" offsetScrollbars>
            <List size="sm" spacing={4}>
              {preview.problems.map((problem, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: one row may have several problems on one field
                <List.Item key={index} data-testid="import-problem">
                  <Text span fw={600} size="sm">
                    {t("imports.row", { row: problem.row })}
                    {problem.field
                      ? ` · ${t(`imports.fields.${problem.field}`, { defaultValue: problem.field })}`
                      : ""}
                  </Text>
                  {`: ${problem.message}`}
                </List.Item>
              ))}
            </List>
          </ScrollArea.Autosize>
          {more > 0 && (
            <Text size="xs" c="dimmed" mt={6}>
              {t("imports.moreProblems", { count: more, formatted: formatCount(more) })}
            </Text>
          )}
        </Alert>
      )}
    </>
  );
}
