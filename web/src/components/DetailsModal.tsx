import { Stack } from "@mantine/core";
import type { TableName } from "@storeops/domain";
import type { ReactNode } from "react";
import { useRecord } from "./list/queries.ts";
import { ScreenModal } from "./ScreenModal.tsx";

/** A record's details: the list row at once, then the fresh record from the server. */
export function DetailsModal<T extends { id: string }>({
  table,
  row,
  title,
  testId,
  onClose,
  children,
}: {
  table: TableName;
  row: T | null;
  title: string;
  testId: string;
  onClose: () => void;
  children: (record: T) => ReactNode;
}) {
  const fresh = useRecord<T>(table, row?.id ?? null);
  const record = fresh.data ?? row;
  return (
    <ScreenModal opened={row !== null} onClose={onClose} title={title} data-testid={testId}>
      {record && <Stack gap="lg">{children(record)}</Stack>}
    </ScreenModal>
  );
}
