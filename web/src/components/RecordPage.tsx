import { Alert, Stack } from "@mantine/core";
import { type ApprovalTable, can, mayTakeAction, type TableName } from "@storeops/domain";
import { IconInfoCircle, IconPlus } from "@tabler/icons-react";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import type { RecordItem } from "../lib/offline/queue-items.ts";
import { useQueuedDraft } from "../lib/offline/useOfflineQueue.ts";
import { useUser } from "../lib/session.tsx";
import { withoutParam } from "../lib/url-params.ts";
import { DetailsModal } from "./DetailsModal.tsx";
import { RecordFormModal, type RecordFormSpec } from "./form/RecordFormModal.tsx";
import { IconButton } from "./IconButton.tsx";
import { ListScreen, type ListScreenProps } from "./list/ListScreen.tsx";
import type { ListControls } from "./list/useListState.ts";
import { PageHeader } from "./PageHeader.tsx";
import { type ActionTexts, RecordActions } from "./RecordActions.tsx";
import { useReviewFromLink } from "./review-link.ts";

type Record_ = {
  id: string;
  store_id?: string | null;
  store_name?: string | null;
  allowed_actions?: string[];
};

type ListProps<T extends Record_> = Omit<ListScreenProps<T>, "controls" | "onOpen">;

/** What a row's own action buttons open: the record's details, or its edit form. */
export interface RowOpeners<T> {
  view: (record: T) => void;
  edit: (record: T) => void;
}

interface RecordPageProps<T extends Record_, V> {
  table: TableName;
  title: string;
  subtitle: string;
  newLabel: string;
  /**
   * Why there is no "New …" for a role that may not create (who does, and what this role does
   * instead); shown only when the matrix refuses the role `create`.
   */
  noCreateNote?: string;
  controls: ListControls;
  /** Above the list: the summary cards. */
  summary: ReactNode;
  /** The list, or a builder given the openers when its rows carry action buttons. */
  list: ListProps<T> | ((open: RowOpeners<T>) => ListProps<T>);
  detailsTitle: string;
  details: (record: T) => ReactNode;
  actionTexts: ActionTexts;
  form: RecordFormSpec<T, V>;
  /** Purchases and expenses: a role that approves chooses rows and approves or rejects them together. */
  bulkDecisions?: boolean;
}

/**
 * `?new=1` (a link that says "do it now", such as the today list's "Cash-up: not counted yet")
 * opens the create form once, for a role that may create; the parameter then leaves the address.
 */
function useNewFromLink(mayCreate: boolean, open: () => void): void {
  const [params, setParams] = useSearchParams();
  const wanted = params.get("new") === "1";
  const opener = useRef(open);
  opener.current = open;
  useEffect(() => {
    if (!wanted) return;
    if (mayCreate) opener.current();
    setParams(withoutParam("new"), { replace: true });
  }, [wanted, mayCreate, setParams]);
}

/**
 * A record screen on the kit: heading with "New …" for roles that may create, summary, the list,
 * the details with the actions the server allows, and the create/edit form.
 */
export function RecordPage<T extends Record_, V extends Record<string, unknown>>(
  props: RecordPageProps<T, V>,
) {
  const user = useUser();
  const [details, setDetails] = useState<T | null>(null);
  const [form, setForm] = useState<{ record: T | null; draft?: RecordItem } | null>(null);
  // ?queued={id}: a new record the server refused from the on-device queue, opened to correct it.
  useQueuedDraft(props.table, (draft) => setForm({ record: null, draft }));
  const list =
    typeof props.list === "function"
      ? props.list({ view: setDetails, edit: (record) => setForm({ record }) })
      : props.list;
  const testId = list.testId;
  const mayCreate = can(user.role, props.table, "create");
  useNewFromLink(mayCreate, () => setForm({ record: null }));
  useReviewFromLink<T>(props.table, setDetails);
  return (
    <Stack gap="lg">
      <PageHeader
        title={props.title}
        subtitle={props.subtitle}
        actions={
          mayCreate && (
            <IconButton
              icon={IconPlus}
              onClick={() => setForm({ record: null })}
              data-testid={`new-${testId}`}
            >
              {props.newLabel}
            </IconButton>
          )
        }
      />
      {!mayCreate && props.noCreateNote && (
        <Alert
          variant="light"
          color="blue"
          icon={<IconInfoCircle aria-hidden />}
          data-testid="no-create-note"
        >
          {props.noCreateNote}
        </Alert>
      )}
      {props.summary}
      <ListScreen
        {...list}
        controls={props.controls}
        onOpen={setDetails}
        bulk={
          props.bulkDecisions && mayTakeAction(user.role, props.table, "approve")
            ? (props.table as ApprovalTable)
            : undefined
        }
      />
      <DetailsModal
        table={props.table}
        row={details}
        title={props.detailsTitle}
        testId={`${testId}-details-modal`}
        onClose={() => setDetails(null)}
      >
        {(record) => (
          <>
            {props.details(record)}
            <RecordActions
              table={props.table}
              record={record}
              texts={props.actionTexts}
              onEdit={(edited) => {
                setDetails(null);
                setForm({ record: edited });
              }}
              onClose={() => setDetails(null)}
            />
          </>
        )}
      </DetailsModal>
      <RecordFormModal spec={props.form} target={form} onClose={() => setForm(null)} />
    </Stack>
  );
}
