import { Button, Card, Group, NativeSelect, Stack, Text, TextInput, Title } from "@mantine/core";
import type { RowOf, TDelegateCandidates } from "@storeops/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { notifyError, notifySuccess } from "../../components/notify.ts";
import { apiJson, isApiError } from "../../lib/api.ts";
import { formatBusinessDate } from "../../lib/format.ts";
import { createRow, deleteRow, listRows } from "../../lib/rest.ts";

const KEY = ["approval_delegations", "mine"];
type Delegation = RowOf<"approval_delegations">;

/**
 * Profile → Delegate my approvals (docs/decisions.md, Approvals): the person who approves for the
 * user from a first to a last day, chosen among those the server says may (they reach every store
 * the user reaches); the delegations given so far, each removable.
 */
export function DelegationCard() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) =>
      listRows<Delegation>("approval_delegations", { order: "starts_on.desc", limit: 20 }, signal),
  });
  const people = useQuery({
    queryKey: ["approvals", "delegates"],
    queryFn: ({ signal }) => apiJson<TDelegateCandidates>("/approvals/delegates", { signal }),
  });
  const [form, setForm] = useState({ delegate_id: "", starts_on: "", ends_on: "" });
  const failed = (caught: unknown) => notifyError(isApiError(caught) ? caught.message : String(caught));
  const add = useMutation({
    mutationFn: () => createRow<Delegation>("approval_delegations", form),
    onSuccess: () => {
      notifySuccess(t("approvals.delegation.saved"));
      setForm({ delegate_id: "", starts_on: "", ends_on: "" });
      void queryClient.invalidateQueries({ queryKey: KEY });
    },
    onError: failed,
  });
  const remove = useMutation({
    mutationFn: (id: string) => deleteRow<Delegation>("approval_delegations", id),
    onSuccess: () => {
      notifySuccess(t("approvals.delegation.removed"));
      void queryClient.invalidateQueries({ queryKey: KEY });
    },
    onError: failed,
  });
  const options = [
    { value: "", label: "—" },
    ...(people.data?.people ?? []).map((p) => ({ value: p.id, label: p.name })),
  ];
  const rows = list.data?.rows ?? [];
  return (
    <Card withBorder radius="md" padding="lg" data-testid="delegation-card">
      <Title order={2} size="h4" mb="xs">
        {t("approvals.delegation.title")}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t("approvals.delegation.hint")}
      </Text>
      <Stack gap="xs">
        {rows.length === 0 && (
          <Text size="sm" c="dimmed">
            {t("approvals.delegation.none")}
          </Text>
        )}
        {rows.map((row) => (
          <Group key={row.id} justify="space-between" data-testid="delegation-row">
            <Text size="sm">
              {row.delegate_name} · {formatBusinessDate(String(row.starts_on))} –{" "}
              {formatBusinessDate(String(row.ends_on))}
            </Text>
            <Button size="xs" variant="subtle" color="red" onClick={() => remove.mutate(row.id)}>
              {t("approvals.delegation.remove")}
            </Button>
          </Group>
        ))}
        <Group align="end" wrap="wrap">
          <NativeSelect
            label={t("approvals.delegation.delegate")}
            data={options}
            value={form.delegate_id}
            onChange={(event) => setForm({ ...form, delegate_id: event.currentTarget.value })}
            data-testid="delegate-select"
          />
          <TextInput
            type="date"
            label={t("approvals.delegation.startsOn")}
            value={form.starts_on}
            onChange={(event) => setForm({ ...form, starts_on: event.currentTarget.value })}
          />
          <TextInput
            type="date"
            label={t("approvals.delegation.endsOn")}
            value={form.ends_on}
            onChange={(event) => setForm({ ...form, ends_on: event.currentTarget.value })}
          />
          <Button
            onClick={() => add.mutate()}
            loading={add.isPending}
            disabled={!form.delegate_id || !form.starts_on || !form.ends_on}
          >
            {t("approvals.delegation.add")}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
