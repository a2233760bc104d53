import { Badge, Button, Menu, Text } from "@mantine/core";
import { modals } from "@mantine/modals";
import { notifications } from "@mantine/notifications";
import type { SavedViewList, TSavedViewState } from "@storeops/domain";
import {
  IconBookmarks,
  IconCheck,
  IconChevronDown,
  IconDeviceFloppy,
  IconPencil,
  IconStar,
  IconStarOff,
  IconTrash,
} from "@tabler/icons-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { localizeText } from "../../lib/messages.ts";
import { useUser } from "../../lib/session.tsx";
import { SaveViewDialog, type ViewDialog } from "./SaveViewDialog.tsx";
import { type SavedView, useSavedViews, useViewWrites } from "./saved-views.api.ts";

export interface ViewsMenuProps {
  list: SavedViewList;
  /**
   * The list as its address holds it at the moment of saving, as a view keeps it: read then, not
   * at the last render (a filter chosen just before Save is in the address before it is drawn).
   */
  current: () => TSavedViewState;
  /** Whether the list shows exactly this view. */
  shows: (view: TSavedViewState) => boolean;
  /** Opens a view: its filters and sort go into the address. */
  onOpen: (view: TSavedViewState) => void;
  /** Given when the list opened with nothing in its address: the caller's default view, once. */
  onDefault?: (view: TSavedViewState) => void;
}

const stateOf = (view: SavedView) => view.state as TSavedViewState;

const toast = (message: string, color = "green") =>
  notifications.show({ color, message: localizeText(message), autoClose: color === "green" ? 3000 : 6000 });

/**
 * Views (docs/decisions.md, Saved views): the person's own views of the list and those shared with
 * their role; saving the list as it is shown; and, for the view shown now, making it the default,
 * renaming or sharing it and deleting it (its owner only).
 */
export function ViewsMenu({ list, current, shows, onOpen, onDefault }: ViewsMenuProps) {
  const { t } = useTranslation();
  const user = useUser();
  const views = useSavedViews(list);
  const writes = useViewWrites(list);
  const [dialog, setDialog] = useState<ViewDialog | null>(null);
  const all = views.data ?? [];
  const own = all.filter((view) => view.user_id === user.id);
  const shared = all.filter((view) => view.user_id !== user.id);
  const active = all.find((view) => shows(stateOf(view)));

  const defaulted = useRef(false);
  useEffect(() => {
    // Wait out a refetch: a list kept from before (the cache, the offline copy) may not hold the
    // default saved since; offline, the fetch fails and the kept list is what there is.
    if (!onDefault || defaulted.current || !views.data || views.isFetching) return;
    defaulted.current = true;
    const chosen = views.data.find((view) => view.is_default);
    if (chosen) onDefault(stateOf(chosen));
  }, [onDefault, views.data, views.isFetching]);

  const run = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      toast(done);
    } catch (error) {
      toast(error instanceof Error ? error.message : t("savedViews.failed"), "red");
    }
  };
  const toggleDefault = (view: SavedView) =>
    run(
      () => writes.update(view.id, { is_default: !view.is_default }),
      view.is_default ? t("savedViews.defaultUnset") : t("savedViews.defaultSet", { name: view.name }),
    );
  const confirmDelete = (view: SavedView) =>
    modals.openConfirmModal({
      title: t("savedViews.deleteTitle"),
      centered: true,
      closeButtonProps: { "aria-label": t("common.cancel") },
      children: <Text size="sm">{t("savedViews.deleteQuestion", { name: view.name })}</Text>,
      labels: { confirm: t("savedViews.deleteConfirm"), cancel: t("common.cancel") },
      confirmProps: { color: "red", "data-testid": "confirm-button" },
      onConfirm: () => void run(() => writes.remove(view.id), t("savedViews.deleted")),
    });

  const item = (view: SavedView) => (
    <Menu.Item
      key={view.id}
      onClick={() => onOpen(stateOf(view))}
      leftSection={
        <IconCheck size={14} aria-hidden style={{ visibility: view === active ? "visible" : "hidden" }} />
      }
      rightSection={
        view.is_default ? (
          <Badge size="xs" variant="light">
            {t("savedViews.default")}
          </Badge>
        ) : undefined
      }
      data-testid="views-item"
    >
      <Text size="sm" truncate maw={220}>
        {view.name}
      </Text>
      {view.user_id !== user.id && view.owner_name && (
        <Text size="xs" c="dimmed" truncate maw={220}>
          {t("savedViews.sharedBy", { name: view.owner_name })}
        </Text>
      )}
    </Menu.Item>
  );

  return (
    <>
      <Menu position="bottom-end" withinPortal width={280}>
        <Menu.Target>
          <Button
            variant={active ? "light" : "default"}
            leftSection={<IconBookmarks size={16} aria-hidden />}
            rightSection={<IconChevronDown size={14} aria-hidden />}
            // On a phone it has a row of its own under Filter and Export, so the view's name shows.
            flex={{ base: "1 1 100%", sm: "0 0 auto" }}
            maw={{ base: "100%", sm: 240 }}
            aria-label={active ? `${t("savedViews.views")}: ${active.name}` : undefined}
            data-testid="views-button"
          >
            <Text inherit truncate>
              {active?.name ?? t("savedViews.views")}
            </Text>
          </Button>
        </Menu.Target>
        <Menu.Dropdown aria-label={t("savedViews.menuLabel")} data-testid="views-menu">
          <Menu.Label>{t("savedViews.mine")}</Menu.Label>
          {own.map(item)}
          {own.length === 0 && (
            <Text size="sm" c="dimmed" px="sm" py={6}>
              {t("savedViews.none")}
            </Text>
          )}
          {shared.length > 0 && <Menu.Label>{t("savedViews.shared")}</Menu.Label>}
          {shared.map(item)}
          <Menu.Divider />
          <Menu.Item
            leftSection={<IconDeviceFloppy size={14} aria-hidden />}
            onClick={() => setDialog({ kind: "new" })}
            data-testid="views-save"
          >
            {t("savedViews.save")}
          </Menu.Item>
          {active && (
            <>
              <Menu.Divider />
              <Menu.Label>
                <Text inherit truncate>
                  {t("savedViews.thisView", { name: active.name })}
                </Text>
              </Menu.Label>
              <Menu.Item
                leftSection={
                  active.is_default ? (
                    <IconStarOff size={14} aria-hidden />
                  ) : (
                    <IconStar size={14} aria-hidden />
                  )
                }
                onClick={() => void toggleDefault(active)}
                data-testid="views-default"
              >
                {active.is_default ? t("savedViews.unsetDefault") : t("savedViews.setDefault")}
              </Menu.Item>
              {active.user_id === user.id ? (
                <>
                  <Menu.Item
                    leftSection={<IconPencil size={14} aria-hidden />}
                    onClick={() => setDialog({ kind: "edit", view: active })}
                    data-testid="views-edit"
                  >
                    {t("savedViews.edit")}
                  </Menu.Item>
                  <Menu.Item
                    color="red"
                    leftSection={<IconTrash size={14} aria-hidden />}
                    onClick={() => confirmDelete(active)}
                    data-testid="views-delete"
                  >
                    {t("savedViews.delete")}
                  </Menu.Item>
                </>
              ) : (
                <Text size="xs" c="dimmed" px="sm" py={6} data-testid="views-read-only">
                  {t("savedViews.readOnly")}
                </Text>
              )}
            </>
          )}
        </Menu.Dropdown>
      </Menu>
      <SaveViewDialog
        list={list}
        dialog={dialog}
        current={current}
        writes={writes}
        onClose={() => setDialog(null)}
        onSaved={(message) => toast(message)}
      />
    </>
  );
}
