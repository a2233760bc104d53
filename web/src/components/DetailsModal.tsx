import { Modal, Stack } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import type { TableName } from "@storeops/domain";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { MOBILE_QUERY } from "../lib/theme.ts";
import { useRecord } from "./list/queries.ts";

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
  const { t } = useTranslation();
  const isPhone = useMediaQuery(MOBILE_QUERY);
  const fresh = useRecord<T>(table, row?.id ?? null);
  const record = fresh.data ?? row;
  return (
    <Modal
      closeButtonProps={{ "aria-label": t("kit.close") }}
      opened={row !== null}
      onClose={onClose}
      title={title}
      size="lg"
      fullScreen={isPhone}
      data-testid={testId}
    >
      {record && <Stack gap="lg">{children(record)}</Stack>}
    </Modal>
  );
}
