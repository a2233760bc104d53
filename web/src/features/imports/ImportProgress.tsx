import { Alert, Button, Flex, Progress, Stack, Text } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { formatCount } from "../../lib/format.ts";
import { refusedRowsHref, useImportJob } from "./imports.api.ts";

/**
 * A run followed to its end: a progress bar while it counts and stores the rows, then its counts
 * and the refused rows file to download. Lists are asked again once it has ended.
 */
export function ImportProgress({
  jobId,
  onAnother,
  onClose,
}: {
  jobId: string;
  onAnother: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const job = useImportJob(jobId).data;
  const ended = job !== undefined && job.status !== "running";
  useEffect(() => {
    if (ended) void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== "imports" });
  }, [ended, queryClient]);
  if (!job) return <Progress value={100} striped animated aria-label={t("imports.importing")} />;
  const counts = { imported: formatCount(job.imported), refused: formatCount(job.refused) };
  if (!ended) {
    const percent = job.total ? Math.round((job.processed / job.total) * 100) : 100;
    return (
      <Stack gap="xs" data-testid="import-progress">
        <Text size="sm" fw={600}>
          {job.total === null ? t("imports.counting") : t("imports.importing")}
        </Text>
        <Progress
          value={percent}
          striped={job.total === null}
          animated={job.total === null}
          size="lg"
          aria-label={t("imports.importing")}
        />
        {job.total !== null && (
          <Text size="sm" c="dimmed">
            {t("imports.progress", { processed: formatCount(job.processed), total: formatCount(job.total) })}
          </Text>
        )}
      </Stack>
    );
  }
  return (
    <Stack gap="sm" data-testid="import-result">
      <Alert
        color={job.status === "done" ? (job.refused > 0 ? "orange" : "green") : "red"}
        title={job.status === "done" ? t("imports.done") : t("imports.stopped")}
      >
        <Text size="sm" data-testid="import-counts">
          {t("imports.result", counts)}
        </Text>
        {job.message && (
          <Text size="sm" mt={4}>
            {job.message}
          </Text>
        )}
      </Alert>
      {/* A column of full-width buttons on phones. */}
      <Flex direction={{ base: "column", sm: "row" }} justify="flex-end" gap="sm">
        {job.refused_file && (
          <Button
            component="a"
            href={refusedRowsHref(job.id)}
            download
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            data-testid="import-download-refused"
          >
            {t("imports.downloadRefused")}
          </Button>
        )}
        <Button variant="default" onClick={onAnother} data-testid="import-another">
          {t("imports.another")}
        </Button>
        <Button onClick={onClose} data-testid="import-close">
          {t("imports.close")}
        </Button>
      </Flex>
    </Stack>
  );
}
