import { Alert, Card, Center, Group, Loader, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { API_MAX_LIMIT, can } from "@storeops/domain";
import { IconBuildingStore, IconPencil, IconPlus, IconTrash } from "@tabler/icons-react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { confirmDanger } from "../../components/dialogs.tsx";
import { formTexts, RecordFormModal } from "../../components/form/RecordFormModal.tsx";
import { IconButton } from "../../components/IconButton.tsx";
import { invalidateTable } from "../../components/list/queries.ts";
import { notifyError, notifySuccess, writeErrorMessage } from "../../components/notify.ts";
import { PageHeader } from "../../components/PageHeader.tsx";
import { StatusBadge } from "../../components/StatusBadge.tsx";
import { formatInstant } from "../../lib/format.ts";
import { MSG } from "../../lib/messages.ts";
import { deleteRow, listRows } from "../../lib/rest.ts";
import { useUser } from "../../lib/session.tsx";
import { IndustryFormFields } from "./IndustryFormFields.tsx";
import { IndustryStoresModal } from "./IndustryStoresModal.tsx";
import { type Industry, industryForm } from "./industry-form.ts";

/** Spec 3 Industries: a card grid; admin adds, edits and deletes; ceo reads. */
export default function IndustriesPage() {
  const { t } = useTranslation();
  const user = useUser();
  const client = useQueryClient();
  const [form, setForm] = useState<{ record: Industry | null } | null>(null);
  const [stores, setStores] = useState<Industry | null>(null);
  const industries = useQuery({
    queryKey: ["rest", "industries", "grid"],
    queryFn: ({ signal }) =>
      listRows<Industry>("industries", { order: "name.asc", limit: API_MAX_LIMIT, select: ["*"] }, signal),
  });
  const writes = can(user.role, "industries", "update");

  const remove = (industry: Industry) =>
    confirmDanger({
      title: t("industries.deleteTitle"),
      message: MSG.industryDeleteConfirm,
      confirmLabel: t("industries.delete"),
      cancelLabel: t("common.cancel"),
      onConfirm: async () => {
        try {
          await deleteRow("industries", industry.id);
        } catch (error) {
          notifyError(writeErrorMessage(error, MSG.industryDeleteError));
          return;
        }
        notifySuccess(MSG.industryDeleted);
        await invalidateTable(client, "industries", industry.id);
      },
    });

  const rows = industries.data?.rows ?? [];
  let body = (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} data-testid="industry-grid">
      {rows.map((industry) => (
        <Card key={industry.id} withBorder radius="md" padding="md" data-testid="industry-card">
          <Stack gap="xs" h="100%">
            <Group justify="space-between" wrap="nowrap" align="start">
              <Title order={4} style={{ overflowWrap: "anywhere" }}>
                {industry.name}
              </Title>
              {/* The code is an identifier, not a label: as typed, never an upper-case badge. */}
              <Text size="xs" c="dimmed" ff="monospace" style={{ flexShrink: 0 }} data-testid="industry-code">
                {industry.code}
              </Text>
            </Group>
            <StatusBadge status={industry.status} />
            <Text size="sm" c={industry.description ? undefined : "dimmed"} style={{ flexGrow: 1 }}>
              {industry.description || t("industries.noDescription")}
            </Text>
            <Text size="xs" c="dimmed">
              {t("industries.created", {
                date: industry.created_at ? formatInstant(industry.created_at) : t("industries.noDate"),
              })}
            </Text>
            <Group gap="xs">
              <IconButton
                size="xs"
                variant="light"
                icon={IconBuildingStore}
                onClick={() => setStores(industry)}
                data-testid="industry-stores"
              >
                {t("industries.viewStores")} ({industry.store_count})
              </IconButton>
              {writes && (
                <>
                  <IconButton
                    size="xs"
                    variant="default"
                    icon={IconPencil}
                    onClick={() => setForm({ record: industry })}
                    data-testid="industry-edit"
                  >
                    {t("industries.edit")}
                  </IconButton>
                  <IconButton
                    size="xs"
                    variant="subtle"
                    color="red"
                    icon={IconTrash}
                    onClick={() => remove(industry)}
                    data-testid="industry-delete"
                  >
                    {t("industries.delete")}
                  </IconButton>
                </>
              )}
            </Group>
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
  if (industries.isPending) {
    body = (
      <Center py="xl">
        <Loader size="sm" />
      </Center>
    );
  } else if (industries.error) {
    body = <Alert color="red">{industries.error.message}</Alert>;
  } else if (rows.length === 0) {
    body = (
      <Stack align="center" gap={4} py="xl" data-testid="list-empty">
        <Text fw={600}>{MSG.industriesEmpty}</Text>
        <Text c="dimmed" size="sm">
          {MSG.industriesEmptyHint}
        </Text>
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <PageHeader
        title={t("industries.title")}
        subtitle={t("industries.subtitle")}
        actions={
          can(user.role, "industries", "create") && (
            <IconButton icon={IconPlus} onClick={() => setForm({ record: null })} data-testid="new-industry">
              {t("industries.new")}
            </IconButton>
          )
        }
      />
      {user.role === "ceo" && (
        <Alert color="blue" data-testid="read-only">
          {MSG.ceoReadOnly}
        </Alert>
      )}
      {body}
      <IndustryStoresModal industry={stores} onClose={() => setStores(null)} />
      <RecordFormModal
        spec={{
          table: "industries",
          testId: "industry",
          ...industryForm,
          Fields: IndustryFormFields,
          ...formTexts(t, "industries"),
        }}
        target={form}
        onClose={() => setForm(null)}
      />
    </Stack>
  );
}
