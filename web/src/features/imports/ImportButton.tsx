import { Button } from "@mantine/core";
import { isImportTable, mayImport, type TableName } from "@storeops/domain";
import { IconFileImport } from "@tabler/icons-react";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { useOptionalUser } from "../../lib/session.tsx";

// The dialog (and what reads a workbook's answer) loads when it is opened, not with the list.
const ImportDialog = lazy(() => import("./ImportDialog.tsx"));

/**
 * Import, beside Export (docs/decisions.md, Imports): shown to a role that may create the list's
 * records by hand, for the tables an import fills; opens the import dialog.
 */
export function ImportButton({ table }: { table: TableName }) {
  const { t } = useTranslation();
  // A list drawn outside a session (a component test) has no one to import for.
  const user = useOptionalUser();
  const [opened, setOpened] = useState(false);
  if (!user || !isImportTable(table) || !mayImport(user.role, table)) return null;
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconFileImport size={16} aria-hidden />}
        onClick={() => setOpened(true)}
        // Narrower on phones, so Filter, Import and Export share one row of 390 px.
        px={{ base: 12, sm: 18 }}
        data-testid="import-button"
      >
        {t("imports.button")}
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <ImportDialog table={table} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </>
  );
}
