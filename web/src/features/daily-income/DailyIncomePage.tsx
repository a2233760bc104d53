import { useTranslation } from "react-i18next";
import type { RecordFormSpec } from "../../components/form/RecordFormModal.tsx";
import { useListState } from "../../components/list/useListState.ts";
import { RecordPage } from "../../components/RecordPage.tsx";
import { useUser } from "../../lib/session.tsx";
import { DailyIncomeDetails } from "./DailyIncomeDetails.tsx";
import { DailyIncomeFormFields } from "./DailyIncomeFormFields.tsx";
import type { DailyIncome } from "./daily-income.api.ts";
import { dailyIncomeActions, dailyIncomeSave } from "./daily-income.i18n.ts";
import {
  type DailyIncomeFormValues,
  dailyIncomeFormValues,
  dailyIncomePayload,
  validateDailyIncome,
} from "./daily-income-form.ts";
import { DAILY_INCOME_LIST, useDailyIncomeList } from "./daily-income-list.tsx";
import { StoreFilterBar } from "./StoreFilterBar.tsx";

const FORM: Omit<RecordFormSpec<DailyIncome, DailyIncomeFormValues>, "titles" | "submitLabels"> = {
  table: "daily_income",
  testId: "daily-income",
  initialValues: dailyIncomeFormValues,
  validate: validateDailyIncome,
  payload: dailyIncomePayload,
  Fields: DailyIncomeFormFields,
  messages: dailyIncomeSave,
};

/** Spec 2 §2.4 Daily Income. */
export default function DailyIncomePage() {
  const { t } = useTranslation();
  const user = useUser();
  const controls = useListState(DAILY_INCOME_LIST);
  return (
    <RecordPage
      table="daily_income"
      title={t("dailyIncome.title")}
      subtitle={t(`dailyIncome.subtitle.${user.role}`, { store: user.current_store?.name ?? "" })}
      newLabel={t("dailyIncome.new")}
      controls={controls}
      summary={user.role === "staff" ? null : <StoreFilterBar controls={controls} />}
      list={useDailyIncomeList()}
      detailsTitle={t("dailyIncome.detailsTitle")}
      details={(record) => <DailyIncomeDetails record={record} />}
      actionTexts={dailyIncomeActions}
      form={{
        ...FORM,
        titles: { create: t("dailyIncome.form.newTitle"), edit: t("dailyIncome.form.editTitle") },
        submitLabels: { create: t("dailyIncome.form.create"), edit: t("dailyIncome.form.saveChanges") },
      }}
    />
  );
}
