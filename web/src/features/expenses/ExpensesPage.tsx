import { Button, Stack } from "@mantine/core";
import { ModalsProvider } from "@mantine/modals";
import { IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useUser } from "../../app/session.tsx";
import { PageHeader } from "../../components/PageHeader.tsx";
import { canCreate } from "../purchases/common/record-access.ts";
import { useListState } from "../purchases/common/useListState.ts";
import { ExpenseDetailsModal } from "./ExpenseDetailsModal.tsx";
import { ExpenseFormModal } from "./ExpenseFormModal.tsx";
import { ExpenseList } from "./ExpenseList.tsx";
import { ExpenseSummaryCards } from "./ExpenseSummaryCards.tsx";
import { EXPENSE_LIST, type Expense } from "./expenses.api.ts";

/** Spec 2 §2.2 Expense Management. */
export default function ExpensesPage() {
  // The confirm dialogs (modals.openConfirmModal) need a provider; the app shell has none yet.
  return (
    <ModalsProvider>
      <ExpensesScreen />
    </ModalsProvider>
  );
}

function ExpensesScreen() {
  const { t } = useTranslation();
  const user = useUser();
  const controls = useListState(EXPENSE_LIST);
  const [details, setDetails] = useState<Expense | null>(null);
  const [form, setForm] = useState<{ record: Expense | null } | null>(null);
  const isStaff = user.role === "staff";

  return (
    <Stack gap="lg">
      <PageHeader
        title={t(`expenses.title.${user.role}`)}
        subtitle={t(`expenses.subtitle.${user.role}`, { store: user.current_store?.name ?? "" })}
        actions={
          canCreate(user.role, "expenses") && (
            <Button
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => setForm({ record: null })}
              data-testid="new-expense"
            >
              {t("expenses.new")}
            </Button>
          )
        }
      />
      <ExpenseSummaryCards storeId={isStaff ? undefined : controls.state.filters.store} isStaff={isStaff} />
      <ExpenseList controls={controls} isStaff={isStaff} onOpen={setDetails} />
      <ExpenseDetailsModal
        row={details}
        onClose={() => setDetails(null)}
        onEdit={(record) => {
          setDetails(null);
          setForm({ record });
        }}
      />
      <ExpenseFormModal target={form} onClose={() => setForm(null)} />
    </Stack>
  );
}
