import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Loader,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  TextInput,
} from "@mantine/core";
import { errorLoadingRecords, errorSavingRecord, type TScheduleWeek } from "@storeops/domain";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { notifyError, notifySuccess, writeErrorMessage } from "../../components/notify.ts";
import { ScreenModal } from "../../components/ScreenModal.tsx";
import { ShiftTimeInputs } from "./ShiftTimeInputs.tsx";
import { saveShiftTemplates, shiftTemplates } from "./schedules.api.ts";
import { blankLine, linesByWeekday, type TemplateLine, templatesBody, WEEKDAYS } from "./template-lines.ts";

const templatesKey = (storeId: string) => ["schedules", "templates", storeId];

/**
 * The store's usual shifts per weekday (issue #33 item 1: templates), edited by who plans the
 * week: a tab per weekday, its lines (employee, times, break, position, notes) added, changed and
 * removed, then saved for that weekday (PUT /api/schedules/templates replaces its lines). "Apply
 * templates" then adds them to a week as drafts.
 */
export function TemplatesEditor({
  week,
  opened,
  onClose,
}: {
  week: TScheduleWeek;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ScreenModal opened={opened} onClose={onClose} size="xl" title={t("schedules.templates.title")}>
      {opened && <TemplatesForm week={week} />}
    </ScreenModal>
  );
}

function TemplatesForm({ week }: { week: TScheduleWeek }) {
  const { t } = useTranslation();
  const storeId = week.store.id;
  const client = useQueryClient();
  const saved = useQuery({
    queryKey: templatesKey(storeId),
    queryFn: ({ signal }) => shiftTemplates(storeId, signal),
  });
  // Each weekday's lines as edited; a weekday not touched shows what is saved.
  const [edited, setEdited] = useState<Map<number, TemplateLine[]>>(new Map());
  const [weekday, setWeekday] = useState(1);
  const [busy, setBusy] = useState(false);
  if (saved.isError) return <Alert color="red">{writeErrorMessage(saved.error, errorLoadingRecords)}</Alert>;
  if (!saved.data) return <Loader size="sm" />;
  const fromServer = linesByWeekday(saved.data.templates);
  const linesOf = (day: number) => edited.get(day) ?? fromServer.get(day) ?? [];
  const lines = linesOf(weekday);
  const change = (next: TemplateLine[]) => setEdited((current) => new Map(current).set(weekday, next));
  const update = (key: string, patch: Partial<TemplateLine>) =>
    change(lines.map((line) => (line.key === key ? { ...line, ...patch } : line)));
  const first = week.employees[0];
  const dayName = (day: number) => t(`schedules.weekdays.${day}`);
  const save = async () => {
    setBusy(true);
    try {
      const answer = await saveShiftTemplates(templatesBody(storeId, weekday, lines));
      client.setQueryData(templatesKey(storeId), answer);
      setEdited((current) => {
        const next = new Map(current);
        next.delete(weekday);
        return next;
      });
      notifySuccess(t("schedules.templates.saved", { day: dayName(weekday) }));
    } catch (error) {
      notifyError(writeErrorMessage(error, errorSavingRecord));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="sm" data-testid="templates-editor">
      <Text size="sm" c="dimmed">
        {t("schedules.templates.intro")}
      </Text>
      <Tabs value={String(weekday)} onChange={(value) => value && setWeekday(Number(value))}>
        <Tabs.List>
          {WEEKDAYS.map((day) => (
            <Tabs.Tab key={day} value={String(day)} data-testid={`templates-day-${day}`}>
              {`${dayName(day)} (${linesOf(day).length})${edited.has(day) ? " •" : ""}`}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {lines.length === 0 && (
        <Text size="sm" c="dimmed" data-testid="templates-empty">
          {t("schedules.templates.none", { day: dayName(weekday) })}
        </Text>
      )}
      {lines.map((line, index) => (
        <LineFields
          key={line.key}
          line={line}
          index={index}
          week={week}
          onChange={(patch) => update(line.key, patch)}
          onRemove={() => change(lines.filter((other) => other.key !== line.key))}
        />
      ))}
      <Group justify="space-between">
        <Button
          variant="default"
          leftSection={<IconPlus size={16} aria-hidden />}
          disabled={!first}
          onClick={() => first && change([...lines, blankLine(first.employee_id, first.position)])}
          data-testid="templates-add"
        >
          {t("schedules.templates.add")}
        </Button>
        <Button onClick={() => void save()} loading={busy} data-testid="templates-save">
          {t("schedules.templates.save", { day: dayName(weekday) })}
        </Button>
      </Group>
    </Stack>
  );
}

function LineFields({
  line,
  index,
  week,
  onChange,
  onRemove,
}: {
  line: TemplateLine;
  index: number;
  week: TScheduleWeek;
  onChange: (patch: Partial<TemplateLine>) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="sm" data-testid="template-line">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs" verticalSpacing="xs">
        <Select
          label={t("schedules.employee")}
          data={week.employees.map((employee) => ({ value: employee.employee_id, label: employee.name }))}
          value={line.employee_id}
          onChange={(value) => value && onChange({ employee_id: value })}
          allowDeselect={false}
          searchable
          data-testid="template-employee"
        />

        <ShiftTimeInputs start={line.start_time} end={line.end_time} onChange={onChange} testId="template" />

        <NumberInput
          label={t("schedules.templates.breakMinutes")}
          value={line.break_minutes}
          onChange={(value) => onChange({ break_minutes: typeof value === "number" ? value : 0 })}
          min={0}
          max={720}
          allowDecimal={false}
          data-testid="template-break"
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" verticalSpacing="xs" mt="xs">
        <TextInput
          label={t("schedules.form.position")}
          value={line.position}
          onChange={(event) => onChange({ position: event.currentTarget.value })}
        />

        <Group gap="xs" align="flex-end" wrap="nowrap">
          <TextInput
            label={t("schedules.form.notes")}
            value={line.notes}
            onChange={(event) => onChange({ notes: event.currentTarget.value })}
            style={{ flex: 1 }}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            aria-label={t("schedules.templates.remove", { number: index + 1 })}
            onClick={onRemove}
            data-testid="template-remove"
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Group>
      </SimpleGrid>
    </Paper>
  );
}
