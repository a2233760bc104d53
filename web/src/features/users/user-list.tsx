import { Badge, Group, Text } from "@mantine/core";
import { ROLES, USER_STATUSES } from "@storeops/domain";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { filter, type ListConfig } from "../../components/list/filters.tsx";
import type { ListScreenProps } from "../../components/list/ListScreen.tsx";
import { useListTexts } from "../../components/list/list-texts.ts";
import { useStores } from "../../components/list/queries.ts";
import { StatusBadge } from "../../components/StatusBadge.tsx";
import { formatBusinessDate } from "../../lib/format.ts";
import { StoreFilter } from "./StoreFilter.tsx";
import { type UserActions, UserRowActions } from "./UserRowActions.tsx";
import { USER_SELECT, type User } from "./users.api.ts";

export const USER_LIST: ListConfig = {
  table: "users",
  select: USER_SELECT,
  filters: [
    filter.oneOf({
      key: "role",
      column: "role",
      label: "users.fields.role",
      placeholder: "users.allRoles",
      options: ROLES.map((role) => ({ value: role, label: role })),
      testId: "filter-role",
    }),
    filter.status(USER_STATUSES),
    // A store: accounts assigned to it or managing it.
    {
      params: { store: z.string().uuid() },
      conditions: (filters) => (filters.store ? [["ilike", "store_ids", `*${filters.store}*`]] : []),
      Control: StoreFilter,
    },
  ],
  sortColumns: ["name", "email", "role", "status", "created_at"],
  defaultSort: { column: "name", direction: "asc" },
  pageSize: 25,
};

const SORTS = ["name.asc", "name.desc", "created_at.desc", "role.asc", "status.asc"];

/** Store names of an account, for its chips. */
export function useStoreNames() {
  const stores = useStores();
  const byId = new Map((stores.data ?? []).map((store) => [store.id, store.name]));
  return (user: User) =>
    [...user.assigned_stores, ...user.managed_stores].map((id) => byId.get(id) ?? id.slice(0, 8));
}

/** Two store chips, then '+N more'; names cut to 10 characters on phones (spec 3 §2). */
export function StoreChips({
  names,
  truncate,
  limit = truncate,
}: {
  names: string[];
  truncate?: boolean;
  limit?: boolean;
}) {
  const { t } = useTranslation();
  if (names.length === 0)
    return (
      <Text size="xs" c="dimmed">
        {t("users.noStores")}
      </Text>
    );
  const shown = limit ? names.slice(0, 2) : names;
  return (
    <Group gap={4}>
      {shown.map((name) => (
        <Badge key={name} size="sm" variant="light" color="gray">
          {truncate && name.length > 10 ? `${name.slice(0, 10)}…` : name}
        </Badge>
      ))}
      {limit && names.length > 2 && (
        <Badge size="sm" variant="outline" color="gray">
          {t("users.moreStores", { count: names.length - 2 })}
        </Badge>
      )}
    </Group>
  );
}

/** System Users: the table on desktop with the row actions, cards with store chips on phones. */
export function useUserList(
  actions: UserActions,
): Omit<ListScreenProps<User>, "controls" | "onOpen" | "title"> {
  const { t } = useTranslation();
  const texts = useListTexts("users", SORTS);
  const storeNames = useStoreNames();
  return {
    config: USER_LIST,
    ...texts,
    testId: "user",
    columns: [
      {
        accessor: "name",
        title: t("users.columns.user"),
        sortable: true,
        render: (row) => (
          <div>
            <Text size="sm" fw={600}>
              {row.name}
            </Text>
            <Text size="xs" c="dimmed">
              {row.job_title || row.department || ""}
            </Text>
          </div>
        ),
      },
      {
        accessor: "email",
        title: t("users.columns.contact"),
        sortable: true,
        render: (row) => (
          <div>
            <Text size="sm">{row.email}</Text>
            <Text size="xs" c="dimmed">
              {row.phone ?? ""}
            </Text>
          </div>
        ),
      },
      {
        accessor: "role",
        title: t("users.fields.role"),
        sortable: true,
        render: (row) => (
          <Text size="sm" fw={500}>
            {t(`roles.${row.role}`)}
          </Text>
        ),
      },
      {
        accessor: "assigned_stores",
        title: t("users.columns.stores"),
        render: (row) => (
          <StoreChips
            names={storeNames(row).map((name) => (name.length > 18 ? `${name.slice(0, 18)}…` : name))}
            limit
          />
        ),
        width: 190,
      },
      {
        accessor: "status",
        title: t("users.fields.status"),
        sortable: true,
        render: (row) => <StatusBadge status={row.status} />,
      },
      {
        accessor: "created_at",
        title: t("users.columns.lastLogin"),
        sortable: true,
        render: (row) => (
          <div>
            <Text size="xs">
              {t("users.joined", { date: formatBusinessDate(row.created_at.slice(0, 10)) })}
            </Text>
            <Text size="xs" c="dimmed">
              {t("users.updated", { date: formatBusinessDate(row.updated_at.slice(0, 10)) })}
            </Text>
          </div>
        ),
      },
      {
        accessor: "id",
        title: t("users.columns.actions"),
        render: (row) => <UserRowActions user={row} actions={actions} />,
      },
    ],
    card: (row) => ({
      title: row.name,
      subtitle: `${row.email} · ${t(`roles.${row.role}`)}`,
      amount: "",
      meta: <StoreChips names={storeNames(row)} truncate />,
      badge: <StatusBadge status={row.status} />,
    }),
  };
}
