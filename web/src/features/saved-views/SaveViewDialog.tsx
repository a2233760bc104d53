import { Alert, Button, Checkbox, Group, Modal, Stack, TextInput } from "@mantine/core";
import {
  SAVED_VIEW_NAME_MAX,
  type SavedViewList,
  type TSavedViewState,
  ZSavedViewCreate,
  ZSavedViewUpdate,
} from "@storeops/domain";
import { type FormEvent, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { localizeText } from "../../lib/messages.ts";
import { useUser } from "../../lib/session.tsx";
import type { SavedView, useViewWrites } from "./saved-views.api.ts";

/** Which dialog is open: saving the list as shown, or renaming or sharing a view of one's own. */
export type ViewDialog = { kind: "new" } | { kind: "edit"; view: SavedView };

interface Props {
  list: SavedViewList;
  dialog: ViewDialog | null;
  current: () => TSavedViewState;
  writes: ReturnType<typeof useViewWrites>;
  onClose: () => void;
  onSaved: (message: string) => void;
}

/** Save current view / Rename or share: a name, sharing with one's role, and one's default. */
export function SaveViewDialog({ list, dialog, current, writes, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const user = useUser();
  const editing = dialog?.kind === "edit" ? dialog.view : null;
  const [name, setName] = useState("");
  const [share, setShare] = useState(false);
  const [makeDefault, setMakeDefault] = useState(false);
  const [problem, setProblem] = useState<{ field: "name" | null; message: string } | null>(null);
  const [busy, setBusy] = useState(false);

  // Each opening starts from the view (or blank).
  useEffect(() => {
    if (!dialog) return;
    setName(editing?.name ?? "");
    setShare(editing ? editing.shared_role !== null : false);
    setMakeDefault(editing?.is_default ?? false);
    setProblem(null);
  }, [dialog, editing]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const fields = { name, shared_role: share ? user.role : null, is_default: makeDefault };
    const state = current();
    const checked = editing
      ? ZSavedViewUpdate.safeParse(fields)
      : ZSavedViewCreate.safeParse({ ...fields, list, state });
    if (!checked.success) {
      const issue = checked.error.issues[0];
      setProblem({
        field: issue?.path[0] === "name" ? "name" : null,
        message: localizeText(issue?.message ?? ""),
      });
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      if (editing) await writes.update(editing.id, fields);
      else await writes.create({ ...fields, list, state });
      onSaved(editing ? t("savedViews.updated") : t("savedViews.saved"));
      onClose();
    } catch (error) {
      setProblem({
        field: null,
        message: localizeText(error instanceof Error ? error.message : t("savedViews.failed")),
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      opened={dialog !== null}
      onClose={onClose}
      title={editing ? t("savedViews.dialog.editTitle") : t("savedViews.dialog.newTitle")}
      closeButtonProps={{ "aria-label": t("common.cancel") }}
      centered
      data-testid="save-view-modal"
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          {problem && problem.field === null && (
            <Alert color="red" role="alert" data-testid="save-view-problem">
              {problem.message}
            </Alert>
          )}
          <TextInput
            label={t("savedViews.dialog.name")}
            placeholder={t("savedViews.dialog.namePlaceholder")}
            withAsterisk
            maxLength={SAVED_VIEW_NAME_MAX}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={problem?.field === "name" ? problem.message : undefined}
            data-autofocus
            data-testid="field-view-name"
          />
          <Checkbox
            label={t("savedViews.dialog.share", { role: t(`roles.${user.role}`) })}
            description={t("savedViews.dialog.shareHint")}
            checked={share}
            onChange={(event) => setShare(event.currentTarget.checked)}
            data-testid="field-view-share"
          />
          <Checkbox
            label={t("savedViews.dialog.makeDefault")}
            checked={makeDefault}
            onChange={(event) => setMakeDefault(event.currentTarget.checked)}
            data-testid="field-view-default"
          />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose} disabled={busy}>
              {t("common.cancel")}
            </Button>
            <Button type="submit" loading={busy} data-testid="save-view-submit">
              {t("savedViews.dialog.submit")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
