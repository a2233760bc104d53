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
import { cashUpActions, cashUpSave } from "./cash-ups.i18n.ts";

/** Cash-ups (issue #30): count the till at close, submit it; accounting approves what is off. */
export default function CashUpsPage() {
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
      details={(record) => <CashUpDetails record={record} />}
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
