import { Alert, Center, Loader, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

interface ListBodyProps {
  loading: boolean;
  error: Error | null;
  empty: boolean;
  emptyText: string;
  children: ReactNode;
}

/** Loading, error and empty states around the Recent list. */
export function ListBody({ loading, error, empty, emptyText, children }: ListBodyProps) {
  const { t } = useTranslation();
  if (error) {
    return (
      <Alert color="red" title={t("purchases.common.loadFailed")}>
        {error.message}
      </Alert>
    );
  }
  if (loading) {
    return (
      <Center py="xl" role="status" aria-label={t("common.loading")}>
        <Loader size="sm" />
      </Center>
    );
  }
  if (empty) {
    return (
      <Text c="dimmed" ta="center" py="xl" data-testid="list-empty">
        {emptyText}
      </Text>
    );
  }
  return <>{children}</>;
}
