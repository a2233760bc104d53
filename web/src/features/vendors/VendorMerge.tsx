import { Button, Group, Select, Stack, Text } from "@mantine/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { confirmDanger } from "../../components/dialogs.tsx";
import { invalidateTable } from "../../components/list/queries.ts";
import { notifyError, notifySuccess, writeErrorMessage } from "../../components/notify.ts";
import { apiJson } from "../../lib/api.ts";
import { MSG } from "../../lib/messages.ts";
import type { Vendor } from "./vendor-list.tsx";

/**
 * An admin merges a vendor into another (docs/decisions.md, Duplicate bills), after a
 * confirmation: its purchases move there and its names become that vendor's aliases.
 */
export function VendorMerge({ vendor }: { vendor: Vendor }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [target, setTarget] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const others = useQuery({
    queryKey: ["rest", "vendors", "merge-targets"],
    queryFn: ({ signal }) =>
      apiJson<{ id: string; name: string }[]>("/rest/v1/vendors?select=id,name&order=name.asc&limit=500", {
        signal,
      }),
    select: (rows) =>
      rows.filter((row) => row.id !== vendor.id).map((row) => ({ value: row.id, label: row.name })),
  });
  const merge = () =>
    confirmDanger({
      title: t("vendors.merge.title"),
      message: MSG.vendorMergeConfirm,
      confirmLabel: t("vendors.merge.action"),
      cancelLabel: t("common.cancel"),
      onConfirm: async () => {
        setBusy(true);
        try {
          await apiJson(`/vendors/${encodeURIComponent(vendor.id)}/merge`, {
            method: "POST",
            body: { into_id: target },
          });
          // The merged vendor is gone: its details close with it.
          await invalidateTable(client, "vendors", vendor.id);
          await invalidateTable(client, "purchases");
          notifySuccess(MSG.vendorMerged);
        } catch (error) {
          notifyError(writeErrorMessage(error, MSG.vendorMergeError));
        } finally {
          setBusy(false);
        }
      },
    });
  return (
    <Stack gap="xs" mt="md" data-testid="vendor-merge">
      <Text fw={600} size="sm">
        {t("vendors.merge.title")}
      </Text>
      <Group align="end" gap="xs" wrap="wrap">
        <Select
          label={t("vendors.merge.target")}
          data={others.data ?? []}
          value={target}
          onChange={setTarget}
          searchable
          style={{ flex: "1 1 14rem" }}
          data-testid="vendor-merge-target"
        />
        <Button variant="default" color="red" disabled={!target} loading={busy} onClick={merge}>
          {t("vendors.merge.action")}
        </Button>
      </Group>
    </Stack>
  );
}
