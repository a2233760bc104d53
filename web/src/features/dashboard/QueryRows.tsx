import { Alert, Text } from "@mantine/core";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

/** A dashboard card's rows: the error, "Loading…", the empty text, or the rows themselves. */
export function QueryRows<Row>({
  query,
  empty,
  children,
}: {
  query: UseQueryResult<Row[]>;
  empty: string;
  children: (rows: Row[]) => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isError) return <Alert color="red">{query.error.message}</Alert>;
  if (query.isPending)
    return (
      <Text size="sm" c="dimmed">
        {t("common.loading")}
      </Text>
    );
  if (query.data.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {empty}
      </Text>
    );
  return children(query.data);
}
