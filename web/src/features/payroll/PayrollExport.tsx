import { Button, Group, Select } from "@mantine/core";
import type { Period } from "@storeops/domain";
import { IconDownload } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useStores } from "../../components/list/queries.ts";

/** The payroll file of the period, for one of the caller's stores or all of them. */
export function payrollExportHref(format: "csv" | "pdf", period: Period, storeId: string | null): string {
  const query = new URLSearchParams({ from: period.from, to: period.to });
  if (storeId) query.set("store_id", storeId);
  return `/api/payroll/export.${format}?${query.toString()}`;
}

/** One of the caller's stores, or 'All Stores' (null) unless `oneStore`. */
export function StorePicker({
  label,
  storeId,
  onChange,
  testId,
  oneStore = false,
}: {
  label: string;
  storeId: string | null;
  onChange: (storeId: string | null) => void;
  testId: string;
  /** Only the caller's stores, no 'All Stores': accounting runs one store's payroll at a time. */
  oneStore?: boolean;
}) {
  const { t } = useTranslation();
  const stores = useStores();
  return (
    <Select
      label={label}
      data={[
        ...(oneStore ? [] : [{ value: "", label: t("kit.allStores") }]),
        ...(stores.data ?? []).map((store) => ({ value: store.id, label: store.name })),
      ]}
      value={storeId ?? ""}
      onChange={(value) => onChange(value || null)}
      allowDeselect={false}
      w={200}
      data-testid={testId}
    />
  );
}

/** Export CSV / Export PDF of the pay period, beside a store select ('All Stores' by default). */
export function PayrollExport({ period }: { period: Period }) {
  const { t } = useTranslation();
  const [storeId, setStoreId] = useState<string | null>(null);
  const ready = period.from !== "";
  return (
    <Group gap="xs" align="end" wrap="wrap">
      <StorePicker
        label={t("payroll.exportStore")}
        storeId={storeId}
        onChange={setStoreId}
        testId="payroll-export-store"
      />
      {(["csv", "pdf"] as const).map((format) => (
        <Button
          key={format}
          component="a"
          href={ready ? payrollExportHref(format, period, storeId) : undefined}
          download
          disabled={!ready}
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          data-testid={`payroll-export-${format}`}
        >
          {t(format === "csv" ? "payroll.exportCsv" : "payroll.exportPdf")}
        </Button>
      ))}
    </Group>
  );
}
