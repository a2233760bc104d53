import { Stack, Text } from "@mantine/core";
import { DEPARTMENTS, PERFORMANCE_LEVELS, type RowOf, STAFF_STATUSES } from "@storeops/domain";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { column } from "../../components/list/columns.tsx";
import { filter, type ListConfig } from "../../components/list/filters.tsx";
import type { ListScreenProps } from "../../components/list/ListScreen.tsx";
import { useListTexts } from "../../components/list/list-texts.ts";
import { StatusBadge } from "../../components/StatusBadge.tsx";
import { formatBusinessDate } from "../../lib/format.ts";

/**
 * A staff row (the domain's), with what its JSON and enum columns hold and the columns every
 * staff record has (the form requires them).
 */
export type StaffMember = RowOf<"staff"> & {
  name: string;
  hire_date: string;
  employment_type: string;
  status: string;
  skills: string[] | null;
  salary_type: "hourly" | "monthly" | null;
  performance: keyof typeof PERFORMANCE_LEVELS | null;
};

export const STAFF_SELECT = [
  "id",
  "name",
  "email",
  "phone",
  "position",
  "department",
  "employment_type",
  "hire_date",
  "salary_type",
  "hourly_rate",
  "hours_per_week",
  "monthly_salary",
  "status",
  "store_id",
  "store_name",
  "user_id",
  "linked_user",
  "emergency_contact",
  "address",
  "skills",
  "performance",
  "notes",
  "leave_type",
  "leave_start_date",
  "leave_end_date",
  "leave_reason",
] as const;

export const STAFF_LIST: ListConfig = {
  table: "staff",
  select: STAFF_SELECT,
  filters: [
    filter.status(STAFF_STATUSES),
    filter.oneOf({
      key: "department",
      column: "department",
      label: "staff.fields.department",
      placeholder: "kit.all",
      options: DEPARTMENTS.map((value) => ({ value, label: value })),
      testId: "filter-department",
    }),
  ],
  sortColumns: ["name", "position", "department", "hire_date", "status"],
  defaultSort: { column: "name", direction: "asc" },
  pageSize: 25,
};

const SORTS = ["name.asc", "name.desc", "hire_date.desc", "hire_date.asc"];

export function Stars({ performance }: { performance: StaffMember["performance"] }) {
  const { t } = useTranslation();
  if (!performance) {
    return (
      <Text size="xs" c="dimmed">
        {t("staff.noRating")}
      </Text>
    );
  }
  const stars = PERFORMANCE_LEVELS[performance];
  // Plain glyphs: a row of five, the rating's filled; named for screen readers.
  return (
    <Text
      span
      c="yellow.6"
      role="img"
      aria-label={t("staff.stars", { count: stars })}
      style={{ whiteSpace: "nowrap", letterSpacing: 1 }}
      data-testid="stars"
    >
      {"★".repeat(stars)}
      <Text span c="dimmed" inherit>
        {"☆".repeat(5 - stars)}
      </Text>
    </Text>
  );
}

export function StaffStatus({ member }: { member: StaffMember }) {
  const { t } = useTranslation();
  return (
    <Stack gap={2}>
      <StatusBadge status={member.status} />
      {member.status === "on_leave" && member.leave_end_date && (
        <Text size="xs" c="dimmed" data-testid="leave-until">
          {t("staff.until", { date: formatBusinessDate(member.leave_end_date) })}
        </Text>
      )}
    </Stack>
  );
}

/** The staff table: its columns (≥ 1024 px), its cards (phones) and its texts; `menu` is a row's actions. */
export function useStaffList(
  menu: (member: StaffMember) => ReactNode,
): Omit<ListScreenProps<StaffMember>, "controls" | "onOpen"> {
  const { t } = useTranslation();
  const texts = useListTexts("staff", SORTS);
  return {
    config: STAFF_LIST,
    ...texts,
    testId: "staff",
    columns: [
      column.opener({
        accessor: "name",
        title: t("staff.fields.member"),
        text: (row) => row.name,
        label: (row) => t("staff.openProfile", { name: row.name }),
        after: (row) => (
          <Text size="xs" c="dimmed">
            {row.email}
          </Text>
        ),
      }),
      { accessor: "position", title: t("staff.fields.position"), sortable: true },
      { accessor: "department", title: t("staff.fields.department"), sortable: true },
      { accessor: "store_name", title: t("staff.fields.store") },
      {
        accessor: "status",
        title: t("staff.fields.status"),
        sortable: true,
        render: (row) => <StaffStatus member={row} />,
      },
      {
        accessor: "performance",
        title: t("staff.fields.performance"),
        render: (row) => <Stars performance={row.performance} />,
      },
      { accessor: "actions", title: "", textAlign: "right", render: (row) => menu(row) },
    ],
    card: (row) => ({
      title: row.name,
      subtitle: [row.position, row.department, row.store_name].filter(Boolean).join(" · "),
      amount: "",
      // A card is a button (it opens the profile, which has the actions): no menu inside it.
      meta: <Stars performance={row.performance} />,
      badge: <StaffStatus member={row} />,
    }),
  };
}
