import { Stack } from "@mantine/core";
import {
  IconPlus,
  IconSettings,
  IconShieldCheck,
  IconUserCheck,
  IconUsers,
  IconUsersGroup,
} from "@tabler/icons-react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { confirmDanger } from "../../components/dialogs.tsx";
import { ListScreen } from "../../components/list/ListScreen.tsx";
import { invalidateTable } from "../../components/list/queries.ts";
import { useListState } from "../../components/list/useListState.ts";
import { notifyError, notifySuccess } from "../../components/notify.ts";
import { PageHeader } from "../../components/PageHeader.tsx";
import { StatCardGrid, stat } from "../../components/StatCard.tsx";
import { isApiError } from "../../lib/api.ts";
import { formatCount } from "../../lib/format.ts";
import { MSG } from "../../lib/messages.ts";
import { deleteRow, updateRow } from "../../lib/rest.ts";
import { CreatedUserDialog } from "./CreatedUserDialog.tsx";
import { ResetPasswordModal } from "./ResetPasswordModal.tsx";
import { SystemSettingsModal } from "./SystemSettingsModal.tsx";
import { UserFormModal } from "./UserFormModal.tsx";
import { UserProfileModal } from "./UserProfileModal.tsx";
import { USER_LIST, useUserList } from "./user-list.tsx";
import { fetchUserStats, resetUserTwoFactor, STATS_KEY, type User } from "./users.api.ts";

type Form = { user: User | null } | null;

/** Spec 3 §2 User Management (admin). */
export default function UsersPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const controls = useListState(USER_LIST);
  const stats = useQuery({ queryKey: STATS_KEY, queryFn: fetchUserStats });
  const [form, setForm] = useState<Form>(null);
  const [profile, setProfile] = useState<User | null>(null);
  const [reset, setReset] = useState<User | null>(null);
  const [created, setCreated] = useState<User | null>(null);
  const [policyOpen, setPolicyOpen] = useState(false);
  const refresh = useCallback(() => invalidateTable(queryClient, "users"), [queryClient]);

  const errorOf = (caught: unknown, fallback: string) =>
    isApiError(caught) && caught.status < 500 ? caught.message : fallback;
  const actions = {
    profile: setProfile,
    edit: (user: User) => setForm({ user }),
    reset: setReset,
    toggle: (user: User) => {
      const status = user.status === "active" ? "inactive" : "active";
      updateRow("users", user.id, { status }).then(
        () => {
          notifySuccess(
            t(status === "active" ? "users.activated" : "users.deactivated", { name: user.name }),
          );
          return refresh();
        },
        (caught: unknown) => notifyError(errorOf(caught, MSG.userStatusError)),
      );
    },
    resetTwoFactor: (user: User) =>
      confirmDanger({
        title: t("users.resetTwoFactorTitle"),
        message: t("users.resetTwoFactorConfirm", { name: user.name }),
        confirmLabel: t("users.actions.resetTwoFactor"),
        cancelLabel: t("users.cancel"),
        onConfirm: () => {
          resetUserTwoFactor(user.id).then(
            () => {
              notifySuccess(t("users.twoFactorResetDone", { name: user.name }));
              return refresh();
            },
            (caught: unknown) => notifyError(errorOf(caught, MSG.twoFactorResetFailed)),
          );
        },
      }),
    remove: (user: User) => {
      if (user.role === "admin") return notifyError(MSG.cannotDeleteAdmin);
      confirmDanger({
        title: t("users.deleteTitle"),
        message: t("users.deleteConfirm", { name: user.name }),
        confirmLabel: t("users.actions.delete"),
        cancelLabel: t("users.cancel"),
        onConfirm: () => {
          deleteRow("users", user.id).then(
            () => {
              notifySuccess(t("users.deleted", { name: user.name }));
              return refresh();
            },
            (caught: unknown) => notifyError(errorOf(caught, MSG.userDeleteError)),
          );
        },
      });
    },
  };
  const list = useUserList(actions);
  const s = stats.data;
  const value = (n: number | undefined) => (n === undefined ? "…" : formatCount(n));

  return (
    <Stack gap="md">
      <PageHeader
        title={t("users.title")}
        subtitle={t("users.subtitle")}
        buttons={[
          {
            label: t("users.systemSettings"),
            icon: IconSettings,
            onClick: () => setPolicyOpen(true),
            testId: "users-system-settings",
          },
          {
            label: t("users.addUser"),
            icon: IconPlus,
            onClick: () => setForm({ user: null }),
            testId: "add-user",
            primary: true,
          },
        ]}
      />
      <StatCardGrid
        cols={{ base: 2, md: 4 }}
        cardTestId="summary-card"
        cards={[
          stat("users.stats.total", value(s?.total), IconUsers),
          stat("users.stats.active", value(s?.active), IconUserCheck, { color: "green" }),
          stat("users.stats.admins", value(s?.admins), IconShieldCheck, { color: "red" }),
          stat("users.stats.staff", value(s?.staff), IconUsersGroup, { color: "violet" }),
        ]}
      />
      <ListScreen
        {...list}
        title={t("users.listTitle", { count: s?.total ?? 0 })}
        controls={controls}
        onOpen={setProfile}
      />
      <UserFormModal
        opened={form !== null}
        user={form?.user ?? null}
        onClose={() => setForm(null)}
        onSaved={(user, isNew) => {
          setForm(null);
          void refresh();
          void queryClient.invalidateQueries({ queryKey: STATS_KEY });
          if (isNew) setCreated(user);
          else notifySuccess(t("users.saved", { name: user.name }));
        }}
      />
      <UserProfileModal
        user={profile}
        onClose={() => setProfile(null)}
        onEdit={(user) => {
          setProfile(null);
          setForm({ user });
        }}
        onReset={(user) => {
          setProfile(null);
          setReset(user);
        }}
        onResetTwoFactor={(user) => {
          setProfile(null);
          actions.resetTwoFactor(user);
        }}
      />
      <ResetPasswordModal user={reset} onClose={() => setReset(null)} />
      <CreatedUserDialog user={created} onClose={() => setCreated(null)} />
      <SystemSettingsModal opened={policyOpen} onClose={() => setPolicyOpen(false)} />
    </Stack>
  );
}
