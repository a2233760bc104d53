import { mayTakeAction } from "@storeops/domain";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { RecordFormSpec } from "../../components/form/RecordFormModal.tsx";
import { useListState } from "../../components/list/useListState.ts";
import { RecordPage } from "../../components/RecordPage.tsx";
import { useUser } from "../../lib/session.tsx";
import { PurchaseDetails } from "./PurchaseDetails.tsx";
import { PurchaseFormFields } from "./PurchaseFormFields.tsx";
import { PurchaseSummaryCards } from "./PurchaseSummaryCards.tsx";
import {
  type PurchaseFormValues,
  purchaseFormValues,
  purchasePayload,
  validatePurchase,
} from "./purchase-form.ts";
import { PURCHASE_LIST, usePurchaseList } from "./purchase-list.tsx";
import type { Purchase } from "./purchases.api.ts";
import { purchaseMessages } from "./purchases.i18n.ts";

const FORM: Omit<RecordFormSpec<Purchase, PurchaseFormValues>, "titles" | "submitLabels"> = {
  table: "purchases",
  testId: "purchase",
  initialValues: purchaseFormValues,
  validate: validatePurchase,
  payload: purchasePayload,
  Fields: PurchaseFormFields,
  messages: purchaseMessages.save,
  receiptFields: {
    vendor: "vendor",
    invoice_no: "invoice_no",
    date: "purchase_date",
    total: "amount",
    payment_type: "payment_type",
  },
};

/** Spec 2 §2.1 Purchase Management; the record's approval path comes through its slot (app/routes.tsx). */
export default function PurchasesPage({ approvalPath }: { approvalPath?: (id: string) => ReactNode }) {
  const { t } = useTranslation();
  const user = useUser();
  const controls = useListState(PURCHASE_LIST);
  const isStaff = user.role === "staff";
  return (
    <RecordPage
      table="purchases"
      title={t(`purchases.title.${user.role}`)}
      subtitle={t(`purchases.subtitle.${user.role}`, { store: user.current_store?.name ?? "" })}
      newLabel={t("purchases.new")}
      noCreateNote={
        mayTakeAction(user.role, "purchases", "approve") ? t("purchases.reviewerNote") : undefined
      }
      controls={controls}
      summary={
        <PurchaseSummaryCards
          storeId={isStaff ? undefined : controls.state.filters.store}
          isStaff={isStaff}
        />
      }
      list={usePurchaseList()}
      detailsTitle={t("purchases.detailsTitle")}
      details={(purchase) => (
        <>
          <PurchaseDetails purchase={purchase} />
          {approvalPath?.(purchase.id)}
        </>
      )}
      bulkDecisions
      actionTexts={purchaseMessages.actions}
      form={{
        ...FORM,
        titles: { create: t("purchases.form.newTitle"), edit: t("purchases.form.editTitle") },
        submitLabels: { create: t("purchases.form.create"), edit: t("purchases.form.saveChanges") },
      }}
    />
  );
}
