import { ActionIcon, Group, MultiSelect, NativeSelect, Paper, Stack, Text } from "@mantine/core";
import { STEP_MODES, STEP_ROLES, type TApprovalStep } from "@storeops/domain";
import { IconArrowDown, IconArrowUp, IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

const PEOPLE = "people";

/** A rule's ordered steps: each a role or named people, any one or all of them. */
export function RuleSteps({
  steps,
  people,
  onChange,
}: {
  steps: TApprovalStep[];
  people: { value: string; label: string }[];
  onChange: (steps: TApprovalStep[]) => void;
}) {
  const { t } = useTranslation();
  const set = (index: number, step: TApprovalStep) => onChange(steps.map((s, i) => (i === index ? step : s)));
  const move = (index: number, by: -1 | 1) => {
    const next = [...steps];
    const [step] = next.splice(index, 1);
    if (step) next.splice(index + by, 0, step);
    onChange(next);
  };
  const who = [
    ...STEP_ROLES.map((role) => ({ value: role, label: t(`approvals.roles.${role}`) })),
    { value: PEOPLE, label: t("approvals.rules.stepPeople") },
  ];
  return (
    <Stack gap="xs" data-testid="rule-steps">
      {steps.map((step, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: steps have no id; their place is what they are
        <Paper key={index} withBorder p="xs" radius="sm" data-testid="rule-step">
          <Group justify="space-between" mb={4}>
            <Text size="sm" fw={600}>
              {t("approvals.path.step", { n: index + 1 })}
            </Text>
            <Group gap={2}>
              <ActionIcon
                variant="subtle"
                aria-label={t("approvals.rules.moveUp")}
                disabled={index === 0}
                onClick={() => move(index, -1)}
              >
                <IconArrowUp size={16} />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                aria-label={t("approvals.rules.moveDown")}
                disabled={index === steps.length - 1}
                onClick={() => move(index, 1)}
              >
                <IconArrowDown size={16} />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t("approvals.rules.removeStep")}
                disabled={steps.length === 1}
                onClick={() => onChange(steps.filter((_, i) => i !== index))}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          </Group>
          <Group grow align="start">
            <NativeSelect
              label={t("approvals.rules.stepRole")}
              data={who}
              value={step.role ?? PEOPLE}
              data-testid="step-role"
              onChange={(event) => {
                const value = event.currentTarget.value;
                set(
                  index,
                  value === PEOPLE
                    ? { ...step, role: null, user_ids: [] }
                    : { ...step, role: value as TApprovalStep["role"], user_ids: null },
                );
              }}
            />
            <NativeSelect
              label={t("approvals.rules.stepMode")}
              data={STEP_MODES.map((mode) => ({
                value: mode,
                label: t(mode === "all" ? "approvals.path.allOf" : "approvals.path.anyOf"),
              }))}
              value={step.mode}
              onChange={(event) =>
                set(index, { ...step, mode: event.currentTarget.value as TApprovalStep["mode"] })
              }
            />
          </Group>
          {!step.role && (
            <MultiSelect
              mt="xs"
              label={t("approvals.rules.people")}
              data={people}
              value={step.user_ids ?? []}
              searchable
              onChange={(ids) => set(index, { ...step, user_ids: ids })}
            />
          )}
        </Paper>
      ))}
    </Stack>
  );
}
