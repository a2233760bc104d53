import { Alert, Center, Group, Loader, SimpleGrid, Stack, Text } from "@mantine/core";
import { can } from "@storeops/domain";
import { IconBuildingStore, IconCash, IconCircleCheck, IconPlus, IconUsers } from "@tabler/icons-react";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TFunction } from "i18next";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { confirmDanger } from "../../components/dialogs.tsx";
import { formTexts, RecordFormModal } from "../../components/form/RecordFormModal.tsx";
import { IconButton } from "../../components/IconButton.tsx";
import { FilterPanel } from "../../components/list/FilterPanel.tsx";
import { ListToolbar } from "../../components/list/ListToolbar.tsx";
import { activeFilterCount, filterParams, pageSizeOf } from "../../components/list/list-state.ts";
import { useListTexts } from "../../components/list/list-texts.ts";
import { Pager } from "../../components/list/Pager.tsx";
import { invalidateTable, usePagedList } from "../../components/list/queries.ts";
import { useListState } from "../../components/list/useListState.ts";
import { notifyError, notifySuccess, writeErrorMessage } from "../../components/notify.ts";
import { PageHeader } from "../../components/PageHeader.tsx";
import { PeriodPicker, periodDates } from "../../components/PeriodPicker.tsx";
import { FigureCards, type FigureSpec } from "../../components/SummaryCards.tsx";
import { useFigurePeriod } from "../../lib/figure-period.ts";
import { formatDollarsWhole } from "../../lib/format.ts";
import { MSG } from "../../lib/messages.ts";
import { deleteRow } from "../../lib/rest.ts";
import { useUser } from "../../lib/session.tsx";
import { ExportButton } from "../export/ExportButton.tsx";
import { ImportButton } from "../imports/ImportButton.tsx";
import { type StoreAction, StoreCard } from "./StoreCard.tsx";
import { StoreDetailPanel } from "./StoreDetailPanel.tsx";
import { StoreFormFields } from "./StoreFormFields.tsx";
import { StoreSettingsModal } from "./StoreSettingsModal.tsx";
import { storeForm } from "./store-form.ts";
import { STORE_LIST, STORE_SORTS } from "./store-list.tsx";
import { fetchStoreSummary, type Store, type StoreSummary } from "./stores.api.ts";

/** Whether the store has records: deleting it then archives it instead (docs/decisions.md, Stores). */
const storeCards = (t: TFunction): FigureSpec<StoreSummary>[] => [
  ["stores.cards.total", "total", IconBuildingStore],
  ["stores.cards.active", "active", IconCircleCheck, "teal"],
  ["stores.cards.staff", "staff", IconUsers, "grape"],
  [
    "stores.cards.revenue",
    (data) => formatDollarsWhole(data.revenue),
    IconCash,
    "green",
    (data) => periodDates(data.period),
    (data) => t(`kit.period.names.${data.period.key}`),
  ],
];

const hasRecords = (store: Store) => store.staff_count > 0 || store.orders > 0 || store.revenue > 0;

/** Spec 2 §2.7 Store Management: cards, search and filters, the detail panel and the settings. */
export default function StoresPage({ today }: { today?: (storeId: string) => ReactNode }) {
  const { t } = useTranslation();
  const user = useUser();
  const client = useQueryClient();
  const controls = useListState(STORE_LIST);
  const texts = useListTexts("stores", STORE_SORTS);
  const { state } = controls;
  const [filtersOpen, setFiltersOpen] = useState(() => activeFilterCount(state.filters, STORE_LIST) > 0);
  const [panel, setPanel] = useState<Store | null>(null);
  const [settings, setSettings] = useState<Store | null>(null);
  const [form, setForm] = useState<{ record: Store | null } | null>(null);
  const page = usePagedList<Store>(STORE_LIST, state);
  // The revenue on the cards is of the period picked (the URL's, this month by default), as the dashboard's.
  const [period, setPeriod] = useFigurePeriod();
  const summary = useQuery({
    queryKey: ["stores", "summary", period],
    queryFn: ({ signal }) => fetchStoreSummary(period, signal),
    placeholderData: keepPreviousData,
  });
  const revenueOf = new Map(summary.data?.stores.map((row) => [row.id, row.revenue]));
  const periodName = summary.data && t(`kit.period.names.${summary.data.period.key}`);
  const rows = page.data?.rows ?? [];
  // A global search result links /stores?id=…: open that store's panel once it is listed.
  const linked = useRef<string | null>(null);
  useEffect(() => {
    const store = rows.find((row) => row.id === state.filters.id);
    if (store && linked.current !== store.id) {
      linked.current = store.id;
      setPanel(store);
    }
  }, [rows, state.filters.id]);
  const filtered = activeFilterCount(state.filters, STORE_LIST) > 0 || Boolean(state.filters.q);

  const remove = (store: Store) =>
    confirmDanger({
      title: t("stores.deleteTitle"),
      message: hasRecords(store)
        ? `${MSG.storeDeleteConfirm} ${MSG.storeArchiveConfirm}`
        : MSG.storeDeleteConfirm,
      confirmLabel: t("stores.actions.delete"),
      cancelLabel: t("common.cancel"),
      onConfirm: async () => {
        try {
          const result = await deleteRow<Store>("stores", store.id);
          notifySuccess(result.status === "archived" ? MSG.storeArchived : MSG.storeDeleted);
        } catch (error) {
          notifyError(writeErrorMessage(error, MSG.storeDeleteError));
          return;
        }
        await invalidateTable(client, "stores");
      },
    });

  const onAction = (action: StoreAction, store: Store) => {
    if (action === "view") setPanel(store);
    else if (action === "edit") setForm({ record: store });
    else if (action === "settings") setSettings(store);
    else remove(store);
  };

  const exportQuery = filterParams(state.filters, STORE_LIST);
  exportQuery.set("order", `${state.sort.column}.${state.sort.direction}`);
  exportQuery.set("select", STORE_LIST.select.join(","));

  let body = (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} data-testid="store-grid">
      {rows.map((store) => (
        <StoreCard
          key={store.id}
          store={store}
          onAction={onAction}
          revenue={summary.data ? (revenueOf.get(store.id) ?? 0) : undefined}
          period={periodName}
        />
      ))}
    </SimpleGrid>
  );
  if (page.error) body = <Alert color="red">{page.error.message}</Alert>;
  else if (page.isPending)
    body = (
      <Center py="xl">
        <Loader size="sm" />
      </Center>
    );
  else if (rows.length === 0)
    body = (
      <Stack align="center" gap={4} py="xl" data-testid="list-empty">
        <Text fw={600}>{MSG.storesEmpty}</Text>
        <Text size="sm" c="dimmed">
          {filtered ? MSG.storesEmptyFiltered : MSG.storesEmptyHint}
        </Text>
      </Stack>
    );

  return (
    <Stack gap="lg">
      <PageHeader
        title={t("stores.title")}
        subtitle={t("stores.subtitle")}
        actions={
          <Group align="end" gap="sm">
            <PeriodPicker value={period} onChange={setPeriod} range={summary.data?.period} />
            {can(user.role, "stores", "create") && (
              <IconButton icon={IconPlus} onClick={() => setForm({ record: null })} data-testid="new-store">
                {t("stores.new")}
              </IconButton>
            )}
          </Group>
        }
      />
      {user.role === "ceo" && (
        <Alert color="blue" data-testid="read-only">
          {MSG.ceoReadOnly}
        </Alert>
      )}
      <FigureCards figures={summary} cards={storeCards(t)} testId="store-summary" />
      <Stack gap="sm">
        <ListToolbar
          title={texts.title}
          searchPlaceholder={texts.searchPlaceholder}
          controls={controls}
          filtersOpen={filtersOpen}
          onToggleFilters={() => setFiltersOpen((open) => !open)}
          extra={
            <>
              <ImportButton table="stores" />
              <ExportButton table="stores" query={exportQuery} />
            </>
          }
        />
        {filtersOpen && (
          <FilterPanel config={STORE_LIST} controls={controls} sortOptions={texts.sortOptions} />
        )}
        {summary.data && page.data && (
          <Text size="sm" c="dimmed" data-testid="stores-showing">
            {t("stores.showing", { shown: page.data.total ?? rows.length, total: summary.data.total })}
          </Text>
        )}
        {body}
        <Pager
          page={page.data?.page ?? state.page}
          pageSize={pageSizeOf(state, STORE_LIST)}
          rows={rows.length}
          total={page.data?.total ?? null}
          busy={page.isFetching}
          things={texts.things}
          onPage={controls.setPage}
        />
      </Stack>
      <StoreDetailPanel
        store={panel}
        onClose={() => setPanel(null)}
        today={today}
        period={period}
        onPeriod={setPeriod}
      />
      <StoreSettingsModal store={settings} onClose={() => setSettings(null)} />
      <RecordFormModal
        spec={{
          table: "stores",
          testId: "store",
          ...storeForm,
          Fields: StoreFormFields,
          ...formTexts(t, "stores"),
        }}
        target={form}
        onClose={() => setForm(null)}
      />
    </Stack>
  );
}
