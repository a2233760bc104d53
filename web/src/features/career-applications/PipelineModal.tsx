import { Alert, Center, Loader, Select, Stack, Text } from "@mantine/core";
import { APPLICATION_STATUSES } from "@storeops/domain";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { labelledOptions } from "../../components/form/FieldList.tsx";
import { ScreenModal } from "../../components/ScreenModal.tsx";
import { ApplicationCard } from "./ApplicationCard.tsx";
import { type Application, useApplications } from "./career-applications.api.ts";
import { HireModal } from "./HireModal.tsx";
import type { PostingDialogProps } from "./PostingFormModal.tsx";

const ALL = "all";

/** The applicant pipeline of one posting (or of every posting): applications filtered by status. */
export function PipelineModal({ opened, posting, onClose }: PostingDialogProps) {
  const { t } = useTranslation();
  const [status, setStatus] = useState(ALL);
  const [hiring, setHiring] = useState<Application | null>(null);
  const applications = useApplications(posting?.id ?? null, opened);
  const rows = (applications.data ?? []).filter((row) => status === ALL || row.status === status);
  return (
    <>
      <ScreenModal
        opened={opened}
        onClose={onClose}
        title={
          posting
            ? t("careersAdmin.pipeline.titleFor", { title: posting.job_title })
            : t("careersAdmin.pipeline.titleAll")
        }
        size="xl"
        data-testid="pipeline-modal"
      >
        <Stack gap="sm">
          <Select
            label={t("careersAdmin.pipeline.show")}
            value={status}
            onChange={(value) => setStatus(value ?? ALL)}
            allowDeselect={false}
            w={{ base: "100%", xs: 220 }}
            data={[
              { value: ALL, label: t("careersAdmin.pipeline.all") },
              ...labelledOptions(APPLICATION_STATUSES),
            ]}
            data-testid="pipeline-status-filter"
          />
          {applications.isError ? (
            <Alert color="red">{applications.error.message}</Alert>
          ) : applications.isPending ? (
            <Center py="lg">
              <Loader size="sm" />
            </Center>
          ) : rows.length === 0 ? (
            <Text c="dimmed">{t("careersAdmin.pipeline.empty")}</Text>
          ) : (
            rows.map((application) => (
              <ApplicationCard
                key={application.id}
                application={application}
                onHire={() => setHiring(application)}
              />
            ))
          )}
        </Stack>
      </ScreenModal>
      <HireModal application={hiring} onClose={() => setHiring(null)} />
    </>
  );
}
