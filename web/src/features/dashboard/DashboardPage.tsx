import { Alert, Stack, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../components/PageHeader.tsx";
import { PageLoader } from "../../components/PageLoader.tsx";
import { useUser } from "../../lib/session.tsx";
import { AdminDashboard } from "./AdminDashboard.tsx";
import { CeoDashboard } from "./CeoDashboard.tsx";
import { fetchDashboard } from "./dashboard.api.ts";
import { FinancialDashboard } from "./FinancialDashboard.tsx";
import { StoreDashboard } from "./StoreDashboard.tsx";

/** Spec 1 §2.5: the dashboard of the signed-in role, from the server's aggregated figures. */
export default function DashboardPage() {
  const { t } = useTranslation();
  const user = useUser();
  const dashboard = useQuery({ queryKey: ["dashboard"], queryFn: ({ signal }) => fetchDashboard(signal) });

  const kind =
    user.role === "admin"
      ? "admin"
      : user.role === "ceo"
        ? "ceo"
        : user.role === "accounting" || user.role === "store_manager"
          ? "financial"
          : user.role === "staff"
            ? "store"
            : null;

  if (kind === null) {
    return (
      <Alert color="red" title={t("dashboard.unauthorized")}>
        {t("dashboard.unauthorizedText")}
      </Alert>
    );
  }

  return (
    <Stack gap="lg" data-testid={`dashboard-${kind}`}>
      <PageHeader
        title={t(`dashboard.title.${kind}`)}
        subtitle={t("dashboard.welcome", { name: user.name })}
      />
      {dashboard.isPending ? (
        <PageLoader />
      ) : dashboard.isError ? (
        <Alert color="red" title={t("dashboard.loadFailed")}>
          <Text size="sm">{dashboard.error.message}</Text>
        </Alert>
      ) : kind === "admin" ? (
        <AdminDashboard data={dashboard.data} />
      ) : kind === "ceo" ? (
        <CeoDashboard data={dashboard.data} />
      ) : kind === "financial" ? (
        <FinancialDashboard data={dashboard.data} role={user.role} />
      ) : (
        <StoreDashboard data={dashboard.data} storeId={user.current_store_id} />
      )}
    </Stack>
  );
}
