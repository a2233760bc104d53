import { Button, Stack } from "@mantine/core";
import { ModalsProvider } from "@mantine/modals";
import { IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useUser } from "../../app/session.tsx";
import { PageHeader } from "../../components/PageHeader.tsx";
import { canCreate } from "./common/record-access.ts";
import { useListState } from "./common/useListState.ts";
import { PurchaseDetailsModal } from "./PurchaseDetailsModal.tsx";
import { PurchaseFormModal } from "./PurchaseFormModal.tsx";
import { PurchaseList } from "./PurchaseList.tsx";
import { PurchaseSummaryCards } from "./PurchaseSummaryCards.tsx";
import { PURCHASE_LIST, type Purchase } from "./purchases.api.ts";

/** Spec 2 §2.1 Purchase Management. */
export default function PurchasesPage() {
  // The confirm dialogs (modals.openConfirmModal) need a provider; the app shell has none yet.
  return (
    <ModalsProvider>
      <PurchasesScreen />
    </ModalsProvider>
  );
}

function PurchasesScreen() {
  const { t } = useTranslation();
  const user = useUser();
  const controls = useListState(PURCHASE_LIST);
  const [details, setDetails] = useState<Purchase | null>(null);
  const [form, setForm] = useState<{ record: Purchase | null } | null>(null);
  const isStaff = user.role === "staff";

  return (
    <Stack gap="lg">
      <PageHeader
        title={t(`purchases.title.${user.role}`)}
        subtitle={t(`purchases.subtitle.${user.role}`, { store: user.current_store?.name ?? "" })}
        actions={
          canCreate(user.role, "purchases") && (
            <Button
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => setForm({ record: null })}
              data-testid="new-purchase"
            >
              {t("purchases.new")}
            </Button>
          )
        }
      />
      <PurchaseSummaryCards storeId={isStaff ? undefined : controls.state.filters.store} isStaff={isStaff} />
      <PurchaseList controls={controls} isStaff={isStaff} onOpen={setDetails} />
      <PurchaseDetailsModal
        row={details}
        onClose={() => setDetails(null)}
        onEdit={(record) => {
          setDetails(null);
          setForm({ record });
        }}
      />
      <PurchaseFormModal target={form} onClose={() => setForm(null)} />
    </Stack>
  );
}
