import { ActionIcon, Badge, Button, Card, Group, Stack, Table, Text } from "@mantine/core";
import { can, type TApprovalStep } from "@storeops/domain";
import { IconArrowDown, IconArrowUp, IconPlus } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { confirmDanger } from "../../components/dialogs.tsx";
import { notifyError, notifySuccess } from "../../components/notify.ts";
import { PageHeader } from "../../components/PageHeader.tsx";
import { isApiError } from "../../lib/api.ts";
import { formatDollars } from "../../lib/format.ts";
import { useUser } from "../../lib/session.tsx";
import { RuleForm } from "./RuleForm.tsx";
import { type ApprovalRule, moveRule, RULES_KEY, removeRule, useApprovalRules } from "./rules.api.ts";

/**
 * Approval Rules (issue #31, item 1; docs/decisions.md, Approvals): the rules in the order they
 * are tried, each with its records, store, amount band and steps; admins add, edit, reorder and
 * delete them (the ceo reads). A record keeps the steps it was given.
 */
export default function ApprovalRulesPage() {
  const { t } = useTranslation();
  const user = useUser();
  const client = useQueryClient();
  const rules = useApprovalRules();
  const [editing, setEditing] = useState<{ rule: ApprovalRule | null } | null>(null);
  const mayEdit = can(user.role, "approval_rules", "update");
  const refresh = () => client.invalidateQueries({ queryKey: RULES_KEY });
  const failed = (caught: unknown) => notifyError(isApiError(caught) ? caught.message : String(caught));
  const list = rules.data ?? [];
  const band = (rule: ApprovalRule) => {
    if (rule.amount_from == null && rule.amount_to == null) return t("approvals.rules.any");
    const from = rule.amount_from == null ? "" : formatDollars(rule.amount_from);
    const to = rule.amount_to == null ? "" : formatDollars(rule.amount_to);
    return `${from} – ${to}`;
  };
  const steps = (rule: ApprovalRule) =>
    ((rule.steps as TApprovalStep[] | null) ?? [])
      .map(
        (step, index) =>
          `${index + 1}. ${step.role ? t(`approvals.roles.${step.role}`) : t("approvals.rules.stepPeople")}${step.mode === "all" ? ` (${t("approvals.path.allOf")})` : ""}`,
      )
      .join(" → ");
  const move = (index: number, by: -1 | 1) => moveRule(list, index, by).then(refresh, failed);
  const remove = (rule: ApprovalRule) =>
    confirmDanger({
      title: t("approvals.rules.delete"),
      message: t("approvals.rules.deleteConfirm"),
      confirmLabel: t("approvals.rules.delete"),
      cancelLabel: t("common.cancel"),
      onConfirm: () =>
        void removeRule(rule.id).then(() => {
          notifySuccess(t("approvals.rules.deleted"));
          setEditing(null);
          return refresh();
        }, failed),
    });
  return (
    <Stack gap="lg">
      <PageHeader
        title={t("approvals.rules.title")}
        subtitle={t("approvals.rules.subtitle")}
        actions={
          mayEdit && (
            <Button
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => setEditing({ rule: null })}
              data-testid="new-rule"
            >
              {t("approvals.rules.new")}
            </Button>
          )
        }
      />
      {list.length === 0 && !rules.isPending ? (
        <Text c="dimmed" data-testid="rules-empty">
          {t("approvals.rules.empty")}
        </Text>
      ) : (
        // A region that scrolls sideways on a phone is reached and scrolled by keyboard too, also by
        // the ceo, whose rows hold no button (axe scrollable-region-focusable).
        <Card
          withBorder
          radius="md"
          padding={0}
          style={{ overflowX: "auto" }}
          tabIndex={0}
          role="region"
          aria-label={t("approvals.rules.title")}
        >
          <Table verticalSpacing="sm" highlightOnHover data-testid="rules-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("approvals.rules.priority")}</Table.Th>
                <Table.Th>{t("approvals.rules.name")}</Table.Th>
                <Table.Th>{t("approvals.rules.records")}</Table.Th>
                <Table.Th>{t("approvals.rules.store")}</Table.Th>
                <Table.Th>{t("approvals.rules.amount")}</Table.Th>
                <Table.Th>{t("approvals.rules.steps")}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.map((rule, index) => (
                <Table.Tr key={rule.id} data-testid="rule-row">
                  <Table.Td>
                    <Group gap={2} wrap="nowrap">
                      <Text size="sm" w={20}>
                        {index + 1}
                      </Text>
                      {mayEdit && (
                        <>
                          <ActionIcon
                            variant="subtle"
                            aria-label={t("approvals.rules.moveUp")}
                            disabled={index === 0}
                            onClick={() => void move(index, -1)}
                          >
                            <IconArrowUp size={16} />
                          </ActionIcon>
                          <ActionIcon
                            variant="subtle"
                            aria-label={t("approvals.rules.moveDown")}
                            disabled={index === list.length - 1}
                            onClick={() => void move(index, 1)}
                          >
                            <IconArrowDown size={16} />
                          </ActionIcon>
                        </>
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" fw={600}>
                      {rule.name}
                    </Text>
                    {(rule.vendor || rule.category) && (
                      <Text size="xs" c="dimmed">
                        {rule.vendor ?? rule.category}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <Text size="sm">{t(`approvals.rules.tables.${rule.target_table as "expenses"}`)}</Text>
                      {!rule.active && (
                        <Badge size="xs" color="gray">
                          {t("approvals.rules.inactive")}
                        </Badge>
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td>{rule.store_name ?? t("approvals.rules.allStores")}</Table.Td>
                  <Table.Td style={{ whiteSpace: "nowrap" }}>{band(rule)}</Table.Td>
                  <Table.Td>
                    <Text size="sm">{steps(rule)}</Text>
                  </Table.Td>
                  <Table.Td>
                    {mayEdit && (
                      <Group gap={4} wrap="nowrap">
                        <Button
                          size="xs"
                          variant="light"
                          onClick={() => setEditing({ rule })}
                          data-testid="edit-rule"
                        >
                          {t("approvals.rules.edit")}
                        </Button>
                        <Button size="xs" variant="subtle" color="red" onClick={() => remove(rule)}>
                          {t("approvals.rules.delete")}
                        </Button>
                      </Group>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Card>
      )}
      {editing && (
        <RuleForm
          rule={editing.rule}
          nextPriority={(list.length + 1) * 10}
          onClose={() => setEditing(null)}
          onSaved={() => {
            notifySuccess(t("approvals.rules.saved"));
            setEditing(null);
            void refresh();
          }}
        />
      )}
    </Stack>
  );
}
