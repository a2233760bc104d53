import { Badge, Button, Card, Center, Group, Loader, Modal, Stack, Text } from "@mantine/core";
import { API_MAX_LIMIT } from "@storeops/domain";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { StatusBadge } from "../../components/StatusBadge.tsx";
import { MSG } from "../../lib/messages.ts";
import { listRows } from "../../lib/rest.ts";
import type { Industry } from "./industry-form.ts";

interface IndustryStore {
  id: string;
  name: string;
  code: string;
  address: string | null;
  city: string | null;
  state: string | null;
  phone: string | null;
  staff_count: number;
  status: string;
}

/** 'Stores in {industry}': the industry's stores (the caller's), with 'N stores found'. */
export function IndustryStoresModal({
  industry,
  onClose,
}: {
  industry: Industry | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const stores = useQuery({
    queryKey: ["rest", "stores", "industry", industry?.id],
    queryFn: ({ signal }) =>
      listRows<IndustryStore>(
        "stores",
        {
          select: ["id", "name", "code", "address", "city", "state", "phone", "staff_count", "status"],
          eq: { industry_id: industry?.id ?? "" },
          order: "name.asc",
          limit: API_MAX_LIMIT,
        },
        signal,
      ),
    enabled: industry !== null,
  });
  const rows = stores.data?.rows ?? [];
  return (
    <Modal
      opened={industry !== null}
      onClose={onClose}
      title={t("industries.storesTitle", { industry: industry?.name ?? "" })}
      size="lg"
      data-testid="industry-stores-modal"
    >
      {stores.isPending ? (
        <Center py="lg">
          <Loader size="sm" />
        </Center>
      ) : rows.length === 0 ? (
        <Stack align="center" gap={4} py="lg">
          <Text fw={600}>{t("industries.storesEmpty")}</Text>
          <Text size="sm" c="dimmed">
            {MSG.industryStoresEmpty}
          </Text>
        </Stack>
      ) : (
        <Stack gap="sm">
          <Text size="sm" c="dimmed" data-testid="stores-found">
            {t("industries.storesFound", { count: rows.length })}
          </Text>
          {rows.map((store) => (
            <Card key={store.id} withBorder padding="sm" data-testid="industry-store">
              <Group justify="space-between" align="start" wrap="nowrap">
                <Stack gap={2}>
                  <Group gap="xs">
                    <Text fw={600}>{store.name}</Text>
                    <Badge variant="light" size="sm">
                      {store.code}
                    </Badge>
                  </Group>
                  <Text size="sm">
                    {[store.address, [store.city, store.state].filter(Boolean).join(", ")]
                      .filter(Boolean)
                      .join(" · ")}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {store.phone || t("industries.noPhone")} ·{" "}
                    {t("industries.staffCount", { count: store.staff_count })}
                  </Text>
                </Stack>
                <Stack gap="xs" align="end">
                  <StatusBadge status={store.status} />
                  <Button
                    size="xs"
                    variant="light"
                    onClick={() => navigate(`/stores?q=${encodeURIComponent(store.name)}`)}
                  >
                    {t("industries.viewDetails")}
                  </Button>
                </Stack>
              </Group>
            </Card>
          ))}
        </Stack>
      )}
    </Modal>
  );
}
