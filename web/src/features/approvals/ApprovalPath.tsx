// The timeline's own styles: no other screen uses it, so they come with this chunk only.
import "@mantine/core/styles/Timeline.css";
import { Badge, Group, Loader, Stack, Text, Timeline } from "@mantine/core";
import type { ApprovalTable, TApprovalPathAnswer } from "@storeops/domain";
import { IconCheck, IconClock, IconX } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Panel } from "../../components/Panel.tsx";
import { formatInstant } from "../../lib/format.ts";
import { useApprovalPath } from "./approvals.api.ts";

type Step = TApprovalPathAnswer["steps"][number];
const ICONS = { done: IconCheck, current: IconClock, rejected: IconX, later: IconClock, skipped: IconClock };
const COLORS = { done: "green", current: "blue", rejected: "red", later: "gray", skipped: "gray" } as const;

/** Who a step names: a role, or its people, with "any one of" / "all of". */
function useStepWho() {
  const { t } = useTranslation();
  return (step: Step) => {
    const who = step.role
      ? t(`approvals.roles.${step.role}`)
      : step.users.map((person) => person.name ?? person.id).join(", ");
    return `${t(step.mode === "all" ? "approvals.path.allOf" : "approvals.path.anyOf")} ${who}`;
  };
}

/**
 * A purchase's, expense's or cash-up's approval path in its details (docs/decisions.md, Approvals): the rule
 * it was given, each step with who decided it, when and on behalf of whom, and who it waits for.
 */
export function ApprovalPath({ table, id }: { table: ApprovalTable; id: string }) {
  const { t } = useTranslation();
  const path = useApprovalPath(table, id);
  const stepWho = useStepWho();
  if (path.isPending) return <Loader size="xs" aria-label={t("common.loading")} />;
  if (!path.data) return null;
  const active = path.data.steps.findLastIndex((step) => step.state !== "later" && step.state !== "skipped");
  return (
    <Panel title={t("approvals.path.title")} testId="approval-path" titleSize="h5">
      <Stack gap="xs">
        {path.data.rule_name && (
          <Text size="sm" c="dimmed">
            {t("approvals.path.rule", { name: path.data.rule_name })}
          </Text>
        )}
        <Timeline active={active} bulletSize={22} lineWidth={2}>
          {path.data.steps.map((step) => {
            const Icon = ICONS[step.state];
            return (
              <Timeline.Item
                key={step.index}
                bullet={<Icon size={14} aria-hidden />}
                color={COLORS[step.state]}
                data-testid="approval-step"
                data-state={step.state}
                title={
                  <Group gap="xs">
                    <Text size="sm" fw={600}>
                      {t("approvals.path.step", { n: step.index + 1 })}
                    </Text>
                    <Badge size="xs" variant="light" color={COLORS[step.state]}>
                      {t(`approvals.path.states.${step.state}`)}
                    </Badge>
                  </Group>
                }
              >
                <Text size="sm">{stepWho(step)}</Text>
                {step.decisions.map((decision) => (
                  <Text size="xs" c="dimmed" key={`${decision.by.id}-${decision.at}`}>
                    {t(
                      decision.decision === "approve"
                        ? "approvals.path.approvedBy"
                        : "approvals.path.rejectedBy",
                      {
                        who: decision.by.name ?? decision.by.id,
                      },
                    )}
                    {decision.on_behalf_of &&
                      ` ${t("approvals.path.onBehalfOf", { who: decision.on_behalf_of.name ?? decision.on_behalf_of.id })}`}
                    {` · ${formatInstant(decision.at)}`}
                  </Text>
                ))}
                {step.state === "current" && (
                  <Text size="xs" c="blue" data-testid="approval-waiting">
                    {t("approvals.path.waitingFor", {
                      who:
                        step.waiting_for.length > 0
                          ? step.waiting_for.map((person) => person.name ?? person.id).join(", ")
                          : stepWho(step),
                    })}
                  </Text>
                )}
              </Timeline.Item>
            );
          })}
        </Timeline>
      </Stack>
    </Panel>
  );
}
