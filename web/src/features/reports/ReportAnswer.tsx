import { Alert, Center, Loader, Paper } from "@mantine/core";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { writeErrorMessage } from "../../components/notify.ts";
import { MSG } from "../../lib/messages.ts";

/**
 * A report's answer as its view shows it: why it failed (the server's words, else "no data"), a
 * loader until it comes, then the report.
 */
export function ReportAnswer<T>({
  query,
  errorTestId,
  children,
}: {
  query: UseQueryResult<T>;
  errorTestId: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isError)
    return (
      <Alert color="red" data-testid={errorTestId}>
        {writeErrorMessage(query.error, MSG.reportNoData)}
      </Alert>
    );
  if (query.data === undefined)
    return (
      <Paper withBorder radius="md" p="xl">
        <Center>
          <Loader size="sm" />
        </Center>
      </Paper>
    );
  return <>{children(query.data)}</>;
}
