import { Badge, Select, Text } from "@mantine/core";
import { AUDIT_ACTIONS, AUDIT_PAGE_SIZE, AUDIT_TABLE_FILTERS, TABLES } from "@storeops/domain";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { oneOfSpec } from "../../components/list/filter-specs.ts";
import {
  DateRangeControl,
  type FilterControlProps,
  type ListConfig,
  type ListFilter,
} from "../../components/list/filters.tsx";
import type { Condition } from "../../components/list/list-state.ts";
import { formatInstant } from "../../lib/format.ts";
import { optionLabel } from "../../lib/messages.ts";
import { listRows } from "../../lib/rest.ts";
import type { AuditEntry } from "./audit.api.ts";

const DATE = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** From Date and To Date over `created_at` (an instant, UTC): To takes in its whole day. */
const dateRange: ListFilter = {
  params: { from: DATE, to: DATE },
  conditions: (filters) => {
    const conditions: Condition[] = [];
    if (filters.from) conditions.push(["gte", "created_at", filters.from]);
    if (filters.to) conditions.push(["lte", "created_at", `${filters.to}T23:59:59.999Z`]);
    return conditions;
  },
  Control: DateRangeControl,
};

function select(config: {
  key: string;
  column: string;
  values: readonly string[];
  label: string;
  testId: string;
  format: (value: string) => string;
}): ListFilter {
  return {
    ...oneOfSpec(config.key, config.column, config.values),
    Control: function OptionControl({ filters, set }: FilterControlProps) {
      const { t } = useTranslation();
      return (
        <Select
          label={t(config.label)}
          placeholder={t("auditLogs.filters.all")}
          data={config.values.map((value) => ({ value, label: config.format(value) }))}
          value={filters[config.key] ?? null}
          onChange={(value) => set({ [config.key]: value ?? "" })}
          clearable
          clearButtonProps={{ "aria-label": t("kit.clear") }}
          data-testid={config.testId}
        />
      );
    },
  };
}

/** Any user by name (the users the reader may list); the list filters on `user_id`. */
const userFilter: ListFilter = {
  params: { user: z.string().min(1).max(100) },
  conditions: (filters) => (filters.user ? [["eq", "user_id", filters.user]] : []),
  Control: function UserControl({ filters, set }: FilterControlProps) {
    const { t } = useTranslation();
    const users = useQuery({
      queryKey: ["rest", "users", "audit-options"],
      queryFn: ({ signal }) =>
        listRows<{ id: string; name: string }>(
          "users",
          new URLSearchParams({ select: "id,name", order: "name.asc", limit: "1000" }),
          signal,
        ),
      staleTime: 5 * 60_000,
    });
    return (
      <Select
        label={t("auditLogs.filters.user")}
        placeholder={t("auditLogs.filters.allUsers")}
        data={(users.data?.rows ?? []).map((user) => ({ value: user.id, label: user.name }))}
        value={filters.user ?? null}
        onChange={(value) => set({ user: value ?? "" })}
        clearable
        searchable
        clearButtonProps={{ "aria-label": t("kit.clear") }}
        data-testid="filter-user"
      />
    );
  },
};

/** Every column of an entry, as the domain declares them. */
export const AUDIT_SELECT = Object.keys(TABLES.audit_logs.columns);

/** The columns an export writes (the spec's: Timestamp, User, Action, Target, Description, IP Address). */
export const AUDIT_EXPORT_SELECT = [
  "created_at",
  "user_name",
  "action",
  "target_table",
  "target_id",
  "description",
  "ip_address",
] as const;

export const AUDIT_LIST: ListConfig = {
  table: "audit_logs",
  select: AUDIT_SELECT,
  filters: [
    dateRange,
    select({
      key: "action",
      column: "action",
      values: AUDIT_ACTIONS,
      label: "auditLogs.filters.action",
      testId: "filter-action",
      format: optionLabel,
    }),
    userFilter,
    select({
      key: "table",
      column: "target_table",
      values: AUDIT_TABLE_FILTERS,
      label: "auditLogs.filters.table",
      testId: "filter-table",
      format: optionLabel,
    }),
  ],
  sortColumns: ["created_at", "user_name", "action", "target_table"],
  defaultSort: { column: "created_at", direction: "desc" },
  pageSize: AUDIT_PAGE_SIZE,
  // A search counts up to the cap ("more than 1,000"), as on purchases and expenses: counting
  // every entry a common word matches took half a second at 200,000 entries.
  estimateSearchCount: true,
};

const ACTION_COLORS: Record<string, string> = {
  CREATE: "green",
  UPDATE: "blue",
  DELETE: "red",
  APPROVE: "teal",
  REJECT: "orange",
  PAY: "grape",
  LOGIN: "cyan",
  LOGOUT: "gray",
  LOGIN_FAILED: "red",
  EXPORT: "violet",
  IMPORT: "pink",
  CLOCK_IN: "indigo",
  CLOCK_OUT: "indigo",
  PRUNE: "yellow",
};

/**
 * The action as a coloured badge with its readable label (the raw action for the tooltip and
 * tests). On the light theme its text is the colour's darkest shade darkened further: the light
 * variant's own shade fails contrast for most colours, and even shade 9 of green on its tint does.
 */
export function ActionBadge({ action }: { action: string }) {
  const color = ACTION_COLORS[action] ?? "gray";
  return (
    <Badge
      color={color}
      variant="light"
      vars={() => ({
        root: {
          "--badge-color": `light-dark(color-mix(in srgb, var(--mantine-color-${color}-9), black 35%), var(--mantine-color-${color}-light-color))`,
        },
      })}
      tt="none"
      title={action}
      data-action={action}
      style={{ flexShrink: 0, overflow: "visible" }}
    >
      {optionLabel(action)}
    </Badge>
  );
}

/** Who: the user's name, the id on hover (and in the details). */
export function UserCell({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  return (
    <Text size="sm" fw={500} title={entry.user_id ?? undefined} data-testid="audit-user">
      {entry.user_name ?? t("auditLogs.details.system")}
    </Text>
  );
}

export const timestampText = (entry: AuditEntry) => formatInstant(entry.created_at);
