import { ActionIcon, Button, Group, Menu, Stack } from "@mantine/core";
import { can } from "@storeops/domain";
import {
  IconBeach,
  IconDoorExit,
  IconDots,
  IconPencil,
  IconPlus,
  IconRefresh,
  IconStar,
  IconTrash,
  IconUser,
  IconUserCheck,
  IconUsers,
  IconUsersGroup,
} from "@tabler/icons-react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { confirmDanger } from "../../components/dialogs.tsx";
import { formTexts, RecordFormModal } from "../../components/form/RecordFormModal.tsx";
import { ListScreen } from "../../components/list/ListScreen.tsx";
import { invalidateTable } from "../../components/list/queries.ts";
import { useListState } from "../../components/list/useListState.ts";
import { notifyError, notifySuccess, writeErrorMessage } from "../../components/notify.ts";
import { PageHeader } from "../../components/PageHeader.tsx";
import { FigureCards, type FigureSpec } from "../../components/SummaryCards.tsx";
import { MSG } from "../../lib/messages.ts";
import { deleteRow } from "../../lib/rest.ts";
import { useUser } from "../../lib/session.tsx";
import { LeaveModal, ReviewModal, returnFromLeave } from "./StaffDialogs.tsx";
import { StaffFormFields } from "./StaffFormFields.tsx";
import { StaffProfileModal } from "./StaffProfile.tsx";
import { fetchStaffSummary, type StaffSummary } from "./staff.api.ts";
import { staffForm } from "./staff-form.ts";
import { STAFF_LIST, type StaffMember, useStaffList } from "./staff-list.tsx";

const STAFF_CARDS: FigureSpec<StaffSummary>[] = [
  ["staff.cards.total", "total", IconUsers],
  ["staff.cards.active", "active", IconUserCheck, "teal"],
  ["staff.cards.onLeave", "on_leave", IconBeach, "yellow"],
  ["staff.cards.departments", "departments", IconUsersGroup, "grape"],
];

function StaffCards() {
  const summary = useQuery({
    queryKey: ["staff", "summary"],
    queryFn: ({ signal }) => fetchStaffSummary(signal),
  });
  return <FigureCards figures={summary} cards={STAFF_CARDS} testId="staff-summary" />;
}

type Dialog =
  | { kind: "form"; record: StaffMember | null }
  | { kind: "leave" | "review" | "profile"; record: StaffMember }
  | null;

/** Spec 2 §2.9 Staff Management: paged, searched and exported on the server; leave, reviews, profiles. */
export default function StaffPage() {
  const { t } = useTranslation();
  const user = useUser();
  const client = useQueryClient();
  const controls = useListState(STAFF_LIST);
  const [dialog, setDialog] = useState<Dialog>(null);
  const writes = can(user.role, "staff", "update");
  const close = () => setDialog(null);

  const remove = (member: StaffMember) =>
    confirmDanger({
      title: t("staff.removeTitle"),
      message: MSG.staffRemoveConfirm,
      confirmLabel: t("staff.menu.remove"),
      cancelLabel: t("common.cancel"),
      onConfirm: async () => {
        try {
          await deleteRow("staff", member.id);
        } catch (error) {
          notifyError(writeErrorMessage(error, MSG.staffRemoveFailed));
          return;
        }
        close();
        notifySuccess(MSG.staffRemoved);
        await invalidateTable(client, "staff", member.id);
      },
    });

  const items = (member: StaffMember) => [
    { key: "edit", icon: IconPencil, show: writes, run: () => setDialog({ kind: "form", record: member }) },
    {
      key: "leave",
      icon: IconBeach,
      show: writes && member.status === "active",
      run: () => setDialog({ kind: "leave", record: member }),
    },
    {
      key: "return",
      icon: IconDoorExit,
      show: writes && member.status === "on_leave",
      run: () => void returnFromLeave(member, client),
    },
    { key: "profile", icon: IconUser, show: true, run: () => setDialog({ kind: "profile", record: member }) },
    { key: "review", icon: IconStar, show: writes, run: () => setDialog({ kind: "review", record: member }) },
    { key: "remove", icon: IconTrash, show: writes, run: () => remove(member) },
  ];

  const menu = (member: StaffMember) => (
    // biome-ignore lint/a11y/noStaticElementInteractions: stops the row's click from opening the profile
    <div onClick={(event) => event.stopPropagation()} onKeyDown={(event) => event.stopPropagation()}>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon
            variant="subtle"
            aria-label={t("staff.actionsLabel", { name: member.name })}
            data-testid="staff-menu"
          >
            <IconDots size={18} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {items(member)
            .filter((item) => item.show)
            .map((item) => (
              <Menu.Item
                key={item.key}
                color={item.key === "remove" ? "red" : undefined}
                leftSection={<item.icon size={16} aria-hidden />}
                onClick={item.run}
                data-testid={`staff-${item.key}`}
              >
                {t(`staff.menu.${item.key}`)}
              </Menu.Item>
            ))}
        </Menu.Dropdown>
      </Menu>
    </div>
  );

  const profileActions = (member: StaffMember) => (
    <Group gap="xs" justify="flex-end">
      {items(member)
        .filter((item) => item.show && item.key !== "profile")
        .map((item) => (
          <Button
            key={item.key}
            size="xs"
            variant={item.key === "remove" ? "light" : "default"}
            color={item.key === "remove" ? "red" : undefined}
            leftSection={<item.icon size={14} aria-hidden />}
            onClick={item.run}
          >
            {t(`staff.menu.${item.key}`)}
          </Button>
        ))}
    </Group>
  );

  const list = useStaffList(menu);
  const target = (kind: "leave" | "review" | "profile") => (dialog?.kind === kind ? dialog.record : null);
  return (
    <Stack gap="lg">
      <PageHeader
        title={t("staff.title")}
        subtitle={t("staff.subtitle")}
        buttons={[
          {
            label: t("staff.refresh"),
            icon: IconRefresh,
            onClick: () => void invalidateTable(client, "staff"),
            testId: "staff-refresh",
          },
          {
            label: t("staff.new"),
            icon: IconPlus,
            onClick: () => setDialog({ kind: "form", record: null }),
            testId: "new-staff",
            primary: true,
            hidden: !can(user.role, "staff", "create"),
          },
        ]}
      />
      <StaffCards />
      <ListScreen {...list} controls={controls} onOpen={(record) => setDialog({ kind: "profile", record })} />
      <StaffProfileModal member={target("profile")} onClose={close} actions={profileActions} />
      <LeaveModal member={target("leave")} onClose={close} />
      <ReviewModal member={target("review")} onClose={close} />
      <RecordFormModal
        spec={{
          table: "staff",
          testId: "staff",
          ...staffForm,
          Fields: StaffFormFields,
          ...formTexts(t, "staff"),
        }}
        target={dialog?.kind === "form" ? { record: dialog.record } : null}
        onClose={close}
      />
    </Stack>
  );
}
