import { ActionIcon, Group, Tooltip } from "@mantine/core";
import {
  IconEdit,
  IconKey,
  IconPlayerPause,
  IconPlayerPlay,
  IconShieldOff,
  IconTrash,
  IconUser,
} from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { User } from "./users.api.ts";

export interface UserActions {
  profile: (user: User) => void;
  edit: (user: User) => void;
  reset: (user: User) => void;
  resetTwoFactor: (user: User) => void;
  toggle: (user: User) => void;
  remove: (user: User) => void;
}

/** Profile, Edit, Reset Password, Reset two-factor (when it is on), Activate/Deactivate, Delete (never for admins). */
export function UserRowActions({ user, actions }: { user: User; actions: UserActions }) {
  const { t } = useTranslation();
  const active = user.status === "active";
  const button = (label: string, onClick: () => void, Icon: typeof IconUser, color?: string) => (
    <Tooltip label={label} withArrow>
      <ActionIcon
        variant="subtle"
        color={color}
        aria-label={`${label}: ${user.name}`}
        onClick={(event) => {
          event.stopPropagation();
          onClick();
        }}
      >
        <Icon size={18} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
  return (
    <Group gap={2} wrap="nowrap">
      {button(t("users.actions.profile"), () => actions.profile(user), IconUser)}
      {button(t("users.actions.edit"), () => actions.edit(user), IconEdit)}
      {button(t("users.actions.reset"), () => actions.reset(user), IconKey)}
      {user.totp_enabled &&
        button(
          t("users.actions.resetTwoFactor"),
          () => actions.resetTwoFactor(user),
          IconShieldOff,
          "orange",
        )}
      {button(
        active ? t("users.actions.deactivate") : t("users.actions.activate"),
        () => actions.toggle(user),
        active ? IconPlayerPause : IconPlayerPlay,
        active ? "orange" : "green",
      )}
      {user.role !== "admin" &&
        button(t("users.actions.delete"), () => actions.remove(user), IconTrash, "red")}
    </Group>
  );
}
