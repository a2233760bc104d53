import {
  Alert,
  Button,
  Group,
  Modal,
  NativeSelect,
  NumberInput,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from "@mantine/core";
import {
  APPROVAL_TABLES,
  type ApprovalTable,
  type TApprovalRuleCreate,
  type TApprovalStep,
} from "@storeops/domain";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useStores } from "../../components/list/queries.ts";
import { isApiError } from "../../lib/api.ts";
import { RuleSteps } from "./RuleSteps.tsx";
import { type ApprovalRule, saveRule, usePeople } from "./rules.api.ts";

type Values = {
  name: string;
  target_table: ApprovalTable;
  store_id: string;
  amount_from: number | string;
  amount_to: number | string;
  vendor: string;
  category: string;
  active: boolean;
  steps: TApprovalStep[];
};

const money = (value: number | string) => (value === "" ? null : Number(value));

function valuesOf(rule: ApprovalRule | null): Values {
  return {
    name: rule?.name ?? "",
    target_table: (rule?.target_table as ApprovalTable) ?? "expenses",
    store_id: rule?.store_id ?? "",
    amount_from: rule?.amount_from ?? "",
    amount_to: rule?.amount_to ?? "",
    vendor: rule?.vendor ?? "",
    category: rule?.category ?? "",
    active: rule?.active ?? true,
    steps: (rule?.steps as TApprovalStep[] | undefined) ?? [
      { mode: "any", role: "store_manager", user_ids: null },
    ],
  };
}

/** Create or edit one rule; the server checks it (its words in the alert) and saves it. */
export function RuleForm({
  rule,
  nextPriority,
  onClose,
  onSaved,
}: {
  rule: ApprovalRule | null;
  nextPriority: number;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState(() => valuesOf(rule));
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const stores = useStores();
  const people = usePeople(true);
  const set = (patch: Partial<Values>) => setValues({ ...values, ...patch });
  // A cash-up rule's band is how far the drawer is off, short or over; it has no vendor or category.
  const variances = values.target_table === "cash_ups";
  const submit = async () => {
    setBusy(true);
    setProblem(null);
    const body: TApprovalRuleCreate = {
      name: values.name,
      target_table: values.target_table,
      store_id: values.store_id || null,
      amount_from: money(values.amount_from),
      amount_to: money(values.amount_to),
      vendor: values.target_table === "purchases" ? values.vendor || null : null,
      category: values.target_table === "expenses" ? values.category || null : null,
      active: values.active,
      steps: values.steps,
      priority: rule?.priority ?? nextPriority,
    };
    try {
      await saveRule(rule?.id ?? null, body);
      onSaved();
    } catch (caught) {
      setProblem(isApiError(caught) ? caught.message : String(caught));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      opened
      onClose={onClose}
      title={rule ? t("approvals.rules.edit") : t("approvals.rules.new")}
      size="lg"
    >
      <Stack gap="sm" data-testid="rule-form">
        <TextInput
          label={t("approvals.rules.name")}
          required
          value={values.name}
          onChange={(e) => set({ name: e.currentTarget.value })}
          data-testid="rule-name"
        />
        {/* Two columns from a tablet up; one on a phone, where two cut the records' and stores' names. */}
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <NativeSelect
            label={t("approvals.rules.records")}
            data={APPROVAL_TABLES.map((table) => ({
              value: table,
              label: t(`approvals.rules.tables.${table}`),
            }))}
            value={values.target_table}
            onChange={(e) => set({ target_table: e.currentTarget.value as ApprovalTable })}
            data-testid="rule-table"
          />
          <NativeSelect
            label={t("approvals.rules.store")}
            data={[
              { value: "", label: t("approvals.rules.allStores") },
              ...(stores.data ?? []).map((s) => ({ value: s.id, label: s.name })),
            ]}
            value={values.store_id}
            onChange={(e) => set({ store_id: e.currentTarget.value })}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <NumberInput
            label={t(variances ? "approvals.rules.varianceFrom" : "approvals.rules.amountFrom")}
            prefix="$"
            min={0}
            decimalScale={2}
            value={values.amount_from}
            onChange={(v) => set({ amount_from: v })}
            data-testid="rule-amount-from"
          />
          <NumberInput
            label={t(variances ? "approvals.rules.varianceTo" : "approvals.rules.amountTo")}
            prefix="$"
            min={0}
            decimalScale={2}
            value={values.amount_to}
            onChange={(v) => set({ amount_to: v })}
          />
        </SimpleGrid>
        {variances && (
          <Text size="sm" c="dimmed" data-testid="rule-variance-hint">
            {t("approvals.rules.varianceHint")}
          </Text>
        )}
        {values.target_table === "purchases" && (
          <TextInput
            label={t("approvals.rules.vendor")}
            value={values.vendor}
            onChange={(e) => set({ vendor: e.currentTarget.value })}
          />
        )}
        {values.target_table === "expenses" && (
          <TextInput
            label={t("approvals.rules.category")}
            value={values.category}
            onChange={(e) => set({ category: e.currentTarget.value })}
          />
        )}
        <Switch
          label={t("approvals.rules.active")}
          checked={values.active}
          onChange={(e) => set({ active: e.currentTarget.checked })}
        />
        <RuleSteps
          steps={values.steps}
          people={(people.data ?? []).map((person) => ({ value: person.id, label: person.name }))}
          onChange={(steps) => set({ steps })}
        />
        <Button
          variant="light"
          onClick={() =>
            set({ steps: [...values.steps, { mode: "any", role: "accounting", user_ids: null }] })
          }
          disabled={values.steps.length >= 5}
          data-testid="add-step"
        >
          {t("approvals.rules.addStep")}
        </Button>
        {problem && (
          <Alert color="red" data-testid="rule-problem">
            {problem}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t("common.cancel")}
          </Button>
          <Button onClick={() => void submit()} loading={busy} data-testid="rule-save">
            {t("approvals.rules.save")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
