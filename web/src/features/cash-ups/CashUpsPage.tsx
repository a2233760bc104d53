import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { formTexts } from "../../components/form/RecordFormModal.tsx";
import { useListState } from "../../components/list/useListState.ts";
import { RecordPage } from "../../components/RecordPage.tsx";
import { useUser } from "../../lib/session.tsx";
import { CashUpDetails } from "./CashUpDetails.tsx";
import { CashUpFormFields } from "./CashUpFormFields.tsx";
import { CashVariancePanel } from "./CashVariancePanel.tsx";
import { cashUpFormValues, cashUpPayload, validateCashUp } from "./cash-up-form.ts";
import { CASH_UP_LIST, useCashUpList } from "./cash-up-list.tsx";
import type { CashUp } from "./cash-ups.api.ts";
import { cashUpActions, cashUpSave } from "./cash-ups.i18n.ts";

/** A cash-up that waited for approval: submitted, decided by someone, or sent back to count again. */
const needsApprovalPath = (record: CashUp) =>
  record.status === "submitted" ||
  record.status === "rejected" ||
  (record.status === "approved" && Boolean(record.approved_by_name));

/**
 * Cash-ups (issue #30): count the till at close, submit it; what is off waits for its approval
 * steps. `approvalPath`: the approvals module's path of a cash-up, shown in its details once it
 * waited for approval (app/routes.tsx hands it in: a feature never imports another).
 */
export default function CashUpsPage({ approvalPath }: { approvalPath?: (id: string) => ReactNode }) {
  const { t } = useTranslation();
  const user = useUser();
  const controls = useListState(CASH_UP_LIST);
  return (
    <RecordPage
      table="cash_ups"
      title={t("cashUps.title")}
      subtitle={t(`cashUps.subtitle.${user.role}`, { store: user.current_store?.name ?? "" })}
      newLabel={t("cashUps.new")}
      controls={controls}
      summary={user.role === "staff" ? null : <CashVariancePanel />}
      list={useCashUpList()}
      detailsTitle={t("cashUps.detailsTitle")}
      details={(record) => (
        <>
          <CashUpDetails record={record} />
          {needsApprovalPath(record) && approvalPath?.(record.id)}
        </>
      )}
      actionTexts={cashUpActions}
      form={{
        table: "cash_ups",
        testId: "cash-up",
        files: false,
        initialValues: cashUpFormValues,
        validate: validateCashUp,
        payload: cashUpPayload,
        Fields: CashUpFormFields,
        messages: cashUpSave,
        ...formTexts(t, "cashUps"),
      }}
    />
  );
}
