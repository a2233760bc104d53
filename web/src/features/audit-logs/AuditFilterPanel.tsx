import { Button, Card, Group, SimpleGrid } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { Filters } from "../../components/list/list-state.ts";
import type { ListControls } from "../../components/list/useListState.ts";
import { useUser } from "../../lib/session.tsx";
import { AUDIT_LIST } from "./audit-list.tsx";

const FILTER_KEYS = AUDIT_LIST.filters.flatMap((filter) => Object.keys(filter.params));

/**
 * The audit filters (spec 3): chosen in a draft, applied only by Apply Filters and cleared by Reset
 * (both go to the URL, so the server pages the filtered list).
 */
export function AuditFilterPanel({ controls }: { controls: ListControls }) {
  const { t } = useTranslation();
  const role = useUser().role;
  const applied = controls.state.filters;
  const [draft, setDraft] = useState<Filters>(() =>
    Object.fromEntries(FILTER_KEYS.map((key) => [key, applied[key]])),
  );
  const set = (patch: Filters) => setDraft((current) => ({ ...current, ...patch }));
  const apply = () =>
    controls.setFilters(Object.fromEntries(FILTER_KEYS.map((key) => [key, draft[key] ?? ""])));
  const reset = () => {
    setDraft({});
    controls.setFilters(Object.fromEntries(FILTER_KEYS.map((key) => [key, ""])));
  };
  return (
    <Card withBorder radius="md" padding="md" data-testid="audit-filters">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="sm">
        {AUDIT_LIST.filters
          .filter((filter) => !filter.shownTo || filter.shownTo(role))
          .map((filter) => (
            <filter.Control key={Object.keys(filter.params).join()} filters={draft} set={set} />
          ))}
      </SimpleGrid>
      <Group justify="flex-end" gap="xs" mt="md">
        <Button variant="default" onClick={reset} data-testid="audit-reset">
          {t("auditLogs.filters.reset")}
        </Button>
        <Button onClick={apply} data-testid="audit-apply">
          {t("auditLogs.filters.apply")}
        </Button>
      </Group>
    </Card>
  );
}
