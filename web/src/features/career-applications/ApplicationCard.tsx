import { Anchor, Badge, Button, Card, Group, Select, Stack, Text, Textarea } from "@mantine/core";
import { APPLICATION_SETTABLE_STATUSES, TEXT_LIMIT } from "@storeops/domain";
import { IconDownload, IconUserPlus } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useSubmitForm } from "../../components/form/useSubmitForm.ts";
import { IconButton } from "../../components/IconButton.tsx";
import { statusColor } from "../../components/status-colors.ts";
import { formatInstant } from "../../lib/format.ts";
import { optionLabel } from "../../lib/messages.ts";
import { updateRow } from "../../lib/rest.ts";
import { APPLICATIONS_KEY, type Application, COUNTS_KEY, resumeHref } from "./career-applications.api.ts";

/** One applicant: details, Download Résumé, the status select with notes (admin) and Hire. */
export function ApplicationCard({ application, onHire }: { application: Application; onHire: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const canEdit = application.allowed_actions.includes("edit");
  const hired = application.status === "hired";
  const action = useSubmitForm<{ status?: string; notes?: string | null }>({
    initialValues: { notes: application.notes ?? "" },
    submit: (patch) => updateRow("career_applications", application.id, patch),
    success: t("careersAdmin.pipeline.saved"),
    failureText: t("careersAdmin.pipeline.saveError"),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: APPLICATIONS_KEY }),
        queryClient.invalidateQueries({ queryKey: COUNTS_KEY }),
      ]),
  });
  const saving = action.busy;
  const notes = action.form.values.notes ?? "";

  const statusOptions = (hired ? ["hired"] : [...APPLICATION_SETTABLE_STATUSES]).map((value) => ({
    value,
    label: optionLabel(value),
  }));

  return (
    <Card withBorder radius="md" padding="md" data-testid="application-card">
      <Group justify="space-between" align="start" wrap="nowrap" gap="sm">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={600}>{`${application.first_name} ${application.last_name}`}</Text>
          <Anchor href={`mailto:${application.email}`} size="sm" style={{ overflowWrap: "anywhere" }}>
            {application.email}
          </Anchor>
          <Anchor href={`tel:${application.phone}`} size="sm" c="dimmed">
            {application.phone}
          </Anchor>
          <Text size="xs" c="dimmed">
            {t("careersAdmin.pipeline.applied", {
              position: application.position ?? "—",
              location: application.location ?? "—",
              date: formatInstant(application.applied_at),
            })}
          </Text>
        </Stack>
        <Badge
          variant="dot"
          color={statusColor(application.status)}
          style={{ flexShrink: 0 }}
          data-testid="application-status"
        >
          {optionLabel(application.status)}
        </Badge>
      </Group>
      {application.cover_letter && (
        <Text size="sm" mt="xs" style={{ whiteSpace: "pre-wrap" }}>
          {application.cover_letter}
        </Text>
      )}
      {canEdit && (
        <Group align="end" gap="xs" mt="sm" wrap="wrap">
          <Select
            label={t("careersAdmin.pipeline.status")}
            data={statusOptions}
            value={application.status}
            allowDeselect={false}
            disabled={hired || saving}
            onChange={(value) => value && value !== application.status && void action.run({ status: value })}
            w={180}
            data-testid="application-status-select"
          />
          <Textarea
            label={t("careersAdmin.pipeline.notes")}
            autosize
            minRows={1}
            maxLength={TEXT_LIMIT}
            {...action.form.getInputProps("notes")}
            style={{ flex: 1, minWidth: 200 }}
          />
          <Button
            variant="default"
            disabled={saving || notes === (application.notes ?? "")}
            onClick={() => void action.run({ notes: notes.trim() === "" ? null : notes })}
          >
            {t("careersAdmin.pipeline.saveNotes")}
          </Button>
        </Group>
      )}
      {!canEdit && application.notes && (
        <Text size="sm" mt="xs" c="dimmed">
          {t("careersAdmin.pipeline.notesRead", { notes: application.notes })}
        </Text>
      )}
      <Group gap="xs" mt="sm">
        {application.resume ? (
          <Button
            component="a"
            href={resumeHref(application.id)}
            download
            variant="default"
            size="xs"
            leftSection={<IconDownload size={14} aria-hidden />}
            data-testid="download-resume"
          >
            {t("careersAdmin.pipeline.downloadResume")}
          </Button>
        ) : (
          <Text size="xs" c="dimmed">
            {t("careersAdmin.pipeline.noResume")}
          </Text>
        )}
        {application.allowed_actions.includes("hire") && (
          <IconButton size="xs" icon={IconUserPlus} onClick={onHire} data-testid="hire-button">
            {t("careersAdmin.pipeline.hire")}
          </IconButton>
        )}
      </Group>
    </Card>
  );
}
