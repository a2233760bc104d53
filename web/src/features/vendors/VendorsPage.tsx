import { can } from "@storeops/domain";
import { IconBuildingWarehouse, IconCash, IconCircleCheck, IconTrophy } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { formTexts } from "../../components/form/RecordFormModal.tsx";
import { useListState } from "../../components/list/useListState.ts";
import { RecordDetails } from "../../components/RecordDetails.tsx";
import { RecordPage } from "../../components/RecordPage.tsx";
import { StatusBadge } from "../../components/StatusBadge.tsx";
import { FigureCards, type FigureSpec } from "../../components/SummaryCards.tsx";
import { apiJson } from "../../lib/api.ts";
import { formatBusinessDate, formatDollars, formatDollarsWhole } from "../../lib/format.ts";
import { MSG } from "../../lib/messages.ts";
import { useUser } from "../../lib/session.tsx";
import { VendorFormFields } from "./VendorFormFields.tsx";
import { VendorMerge } from "./VendorMerge.tsx";
import { vendorForm } from "./vendor-form.ts";
import { termsLabel, useVendorList, VENDOR_LIST, type Vendor } from "./vendor-list.tsx";

interface VendorSummary {
  total: number;
  active: number;
  total_purchases: number;
  top_vendor: { id: string; name: string; total_purchases: number } | null;
}

function VendorCards() {
  const { t } = useTranslation();
  const summary = useQuery({
    queryKey: ["vendors", "summary"],
    queryFn: ({ signal }) => apiJson<VendorSummary>("/vendors/summary", { signal }),
  });
  const cards: FigureSpec<VendorSummary>[] = [
    ["vendors.cards.total", "total", IconBuildingWarehouse],
    ["vendors.cards.active", "active", IconCircleCheck, "teal"],
    ["vendors.cards.purchases", (data) => formatDollarsWhole(data.total_purchases), IconCash, "grape"],
    [
      "vendors.cards.top",
      (data) => data.top_vendor?.name ?? t("vendors.cards.none"),
      IconTrophy,
      "yellow",
      (data) => (data.top_vendor ? formatDollars(data.top_vendor.total_purchases) : undefined),
    ],
  ];
  return <FigureCards figures={summary} cards={cards} testId="vendor-summary" />;
}

function VendorDetails({ vendor: v }: { vendor: Vendor }) {
  const { t } = useTranslation();
  return (
    <RecordDetails
      testId="vendor-details"
      title={v.name}
      subtitle={v.code ?? ""}
      amount={formatDollars(v.total_purchases)}
      badge={<StatusBadge status={v.status} />}
      rejection={false}
      fields={[
        ["vendors.fields.contactPerson", v.contact_person],
        ["vendors.fields.email", v.email],
        ["vendors.fields.phone", v.phone],
        ["vendors.fields.taxId", v.tax_id],
        ["vendors.fields.paymentTerms", termsLabel(v.payment_terms)],
        ["vendors.fields.category", v.category],
        [
          "vendors.fields.lastPurchase",
          v.last_purchase ? formatBusinessDate(v.last_purchase) : t("vendors.never"),
        ],
      ]}
      wide={[
        [
          "vendors.fields.aliases",
          Array.isArray(v.aliases) && v.aliases.length > 0 ? v.aliases.join(", ") : null,
        ],
        ["vendors.fields.address", v.address],
        ["vendors.fields.notes", v.notes],
      ]}
      attachments={[]}
    />
  );
}

const NO_STATUS_ACTIONS = { approved: "", approveError: "", rejected: "", rejectError: "", rejectTitle: "" };

/** Spec 2 §2.8 Vendor Management: totals derived on the server from the caller's stores' purchases. */
export default function VendorsPage() {
  const { t } = useTranslation();
  const user = useUser();
  const controls = useListState(VENDOR_LIST);
  return (
    <RecordPage
      table="vendors"
      title={t("vendors.title")}
      subtitle={t("vendors.subtitle")}
      newLabel={t("vendors.new")}
      controls={controls}
      summary={<VendorCards />}
      list={useVendorList()}
      detailsTitle={t("vendors.detailsTitle")}
      details={(vendor) => (
        <>
          <VendorDetails vendor={vendor} />
          {can(user.role, "vendors", "delete") && <VendorMerge vendor={vendor} />}
        </>
      )}
      actionTexts={{
        ...NO_STATUS_ACTIONS,
        deleteTitle: t("vendors.deleteTitle"),
        deleteConfirm: MSG.vendorDeleteConfirm,
        deleted: MSG.vendorDeleted,
        deleteError: MSG.vendorDeleteError,
      }}
      form={{
        table: "vendors",
        testId: "vendor",
        ...vendorForm,
        Fields: VendorFormFields,
        ...formTexts(t, "vendors"),
      }}
    />
  );
}
