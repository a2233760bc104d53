import { Button, Group, Stack, Text } from "@mantine/core";
import { modals } from "@mantine/modals";
import { errorSavingRecord, type TScheduleWeek } from "@storeops/domain";
import { IconCopy, IconPencil, IconSend, IconTemplate } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { notifyError, notifySuccess, writeErrorMessage } from "../../components/notify.ts";
import { WarningList } from "../../components/WarningList.tsx";
import { formatBusinessDate } from "../../lib/format.ts";
import { localizeText } from "../../lib/messages.ts";
import { applyTemplates, copyWeek, publishWeek } from "./schedules.api.ts";
import { TemplatesEditor } from "./TemplatesEditor.tsx";
import { addDays } from "./week.ts";

/** The week's warnings as lines: day, person, the server's message. */
function warningLines(week: TScheduleWeek) {
  const names = new Map(week.employees.map((employee) => [employee.employee_id, employee.name]));
  return week.warnings.map((warning, index) => ({
    id: `${warning.kind}-${warning.shift_id ?? warning.date ?? "week"}-${index}`,
    text: [
      warning.date ? formatBusinessDate(warning.date) : null,
      warning.employee_id ? names.get(warning.employee_id) : null,
      localizeText(warning.message),
    ]
      .filter(Boolean)
      .join(" · "),
  }));
}

/** Copy last week, apply the templates, publish (after the warnings are shown). */
export function WeekActions({ week, onChanged }: { week: TScheduleWeek; onChanged: () => void }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<string | null>(null);
  const [editing, setEditing] = useState(false);
  const storeId = week.store.id;
  const run = async (name: string, call: () => Promise<string>) => {
    setBusy(name);
    try {
      notifySuccess(await call());
      onChanged();
    } catch (error) {
      notifyError(writeErrorMessage(error, errorSavingRecord));
    } finally {
      setBusy(null);
    }
  };
  const filled = (result: { created: number; skipped: unknown[] }) =>
    t("schedules.filledToast", { created: result.created, skipped: result.skipped.length });
  const publish = () =>
    run("publish", async () => {
      const result = await publishWeek({ store_id: storeId, week_start: week.week_start });
      return t("schedules.publishedToast", { count: result.published, notified: result.notified });
    });
  const askPublish = () => {
    const id = modals.open({
      title: t("schedules.publishTitle"),
      centered: true,
      size: "lg",
      closeButtonProps: { "aria-label": t("kit.close") },
      children: (
        <Stack gap="sm" data-testid="publish-confirm">
          <Text size="sm">{t("schedules.publishQuestion", { count: week.counts.draft })}</Text>
          {week.warnings.length > 0 ? (
            <WarningList
              title={t("schedules.warningsTitle")}
              items={warningLines(week)}
              testId="publish-warnings"
            />
          ) : (
            <Text size="sm" c="dimmed">
              {t("schedules.noWarnings")}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => modals.close(id)}>
              {t("schedules.cancel")}
            </Button>
            <Button
              data-testid="publish-confirm-button"
              onClick={() => {
                modals.close(id);
                void publish();
              }}
            >
              {t("schedules.confirm")}
            </Button>
          </Group>
        </Stack>
      ),
    });
  };
  return (
    <Group gap="sm" wrap="wrap">
      <Button
        variant="default"
        leftSection={<IconCopy size={16} aria-hidden />}
        loading={busy === "copy"}
        data-testid="week-copy"
        onClick={() =>
          void run("copy", async () =>
            filled(
              await copyWeek({
                store_id: storeId,
                from_week_start: addDays(week.week_start, -7),
                to_week_start: week.week_start,
              }),
            ),
          )
        }
      >
        {t("schedules.copyWeek")}
      </Button>
      <Button
        variant="default"
        leftSection={<IconTemplate size={16} aria-hidden />}
        loading={busy === "templates"}
        data-testid="week-templates"
        onClick={() =>
          void run("templates", async () =>
            filled(await applyTemplates({ store_id: storeId, week_start: week.week_start })),
          )
        }
      >
        {t("schedules.applyTemplates")}
      </Button>
      <Button
        variant="subtle"
        leftSection={<IconPencil size={16} aria-hidden />}
        data-testid="week-templates-edit"
        onClick={() => setEditing(true)}
      >
        {t("schedules.templates.open")}
      </Button>
      <TemplatesEditor week={week} opened={editing} onClose={() => setEditing(false)} />
      <Button
        leftSection={<IconSend size={16} aria-hidden />}
        loading={busy === "publish"}
        disabled={week.counts.draft === 0}
        data-testid="week-publish"
        onClick={askPublish}
      >
        {t("schedules.publish", { count: week.counts.draft })}
      </Button>
    </Group>
  );
}
