import { Alert, Center, Group, Loader, Select, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { can } from "@storeops/domain";
import {
  IconBriefcase,
  IconCircleCheck,
  IconLock,
  IconMapPin,
  IconPlus,
  IconRefresh,
  IconSearch,
  IconUsers,
} from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { confirmDanger } from "../../components/dialogs.tsx";
import { IconButton } from "../../components/IconButton.tsx";
import { notifyError, notifySuccess, writeErrorMessage } from "../../components/notify.ts";
import { PageHeader } from "../../components/PageHeader.tsx";
import { StatCardGrid, stat } from "../../components/StatCard.tsx";
import { formatCount } from "../../lib/format.ts";
import { MSG, optionLabel } from "../../lib/messages.ts";
import { deleteRow, updateRow } from "../../lib/rest.ts";
import { useUser } from "../../lib/session.tsx";
import { ExportButton } from "../export/ExportButton.tsx";
import {
  COUNTS_KEY,
  POSTINGS_KEY,
  type Posting,
  useApplicationCounts,
  usePostings,
} from "./career-applications.api.ts";
import {
  exportQuery,
  filterPostings,
  type PostingFilters,
  postingStats,
} from "./career-applications.filters.ts";
import { PipelineModal } from "./PipelineModal.tsx";
import { PostingAdminCard } from "./PostingAdminCard.tsx";
import { PostingFormModal } from "./PostingFormModal.tsx";

/** Spec 1 §2.8 Career management (admin, ceo), with the applicant pipeline and hiring. */
export default function CareersAdminPage() {
  const { t } = useTranslation();
  const user = useUser();
  const queryClient = useQueryClient();
  const postings = usePostings();
  const counts = useApplicationCounts();
  const [filters, setFilters] = useState<PostingFilters>({ search: "", status: "all", location: "all" });
  const [form, setForm] = useState<{ posting: Posting | null } | null>(null);
  const [pipeline, setPipeline] = useState<{ posting: Posting | null } | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const all = postings.data ?? [];
  const rows = filterPostings(all, filters);
  const stats = postingStats(all);
  const locations = useMemo(
    () => [...new Set(all.flatMap((p) => (p.location ? [p.location] : [])))].sort(),
    [all],
  );
  const byPosting = useMemo(() => {
    const map = new Map<string, Record<string, number>>();
    for (const row of counts.data ?? []) {
      if (!row.career_id) continue;
      map.set(row.career_id, { ...map.get(row.career_id), [row.status]: row.count });
    }
    return map;
  }, [counts.data]);
  const totalApplications = (counts.data ?? []).reduce((sum, row) => sum + row.count, 0);

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: POSTINGS_KEY }),
      queryClient.invalidateQueries({ queryKey: COUNTS_KEY }),
    ]);

  const toggle = async (posting: Posting) => {
    setBusy(posting.id);
    try {
      const status = posting.status === "open" ? "closed" : "open";
      await updateRow("careers", posting.id, { status });
      notifySuccess(status === "closed" ? t("careersAdmin.closed") : t("careersAdmin.reopened"));
      await refresh();
    } catch (error) {
      notifyError(writeErrorMessage(error, MSG.careerStatusError));
    } finally {
      setBusy(null);
    }
  };

  const remove = (posting: Posting) =>
    confirmDanger({
      title: t("careersAdmin.deleteTitle"),
      message: MSG.careerDeleteConfirm,
      confirmLabel: t("careersAdmin.delete"),
      cancelLabel: t("common.cancel"),
      onConfirm: async () => {
        try {
          await deleteRow("careers", posting.id);
          notifySuccess(t("careersAdmin.deleted"));
          await refresh();
        } catch (error) {
          notifyError(writeErrorMessage(error, MSG.careerDeleteError));
        }
      },
    });

  const set = <K extends keyof PostingFilters>(key: K, value: PostingFilters[K]) =>
    setFilters((current) => ({ ...current, [key]: value }));

  return (
    <Stack gap="md">
      <PageHeader
        title={t("careersAdmin.title")}
        subtitle={t("careersAdmin.subtitle")}
        buttons={[
          {
            label: counts.data
              ? t("careersAdmin.allApplications", { count: totalApplications })
              : t("careersAdmin.pipeline.titleAll"),
            icon: IconUsers,
            onClick: () => setPipeline({ posting: null }),
            testId: "all-applications",
          },
          {
            label: t("careersAdmin.new"),
            icon: IconPlus,
            onClick: () => setForm({ posting: null }),
            testId: "new-posting",
            primary: true,
            hidden: !can(user.role, "careers", "create"),
          },
        ]}
      />
      {postings.data && (
        <StatCardGrid
          cols={{ base: 2, md: 4 }}
          cardTestId="summary-card"
          cards={[
            stat("careersAdmin.stats.total", formatCount(stats.total), IconBriefcase),
            stat("careersAdmin.stats.open", formatCount(stats.open), IconCircleCheck, { color: "green" }),
            stat("careersAdmin.stats.closed", formatCount(stats.closed), IconLock, { color: "gray" }),
            stat("careersAdmin.stats.locations", formatCount(stats.locations), IconMapPin, {
              color: "grape",
            }),
          ]}
        />
      )}
      <Group gap="sm" align="end">
        <TextInput
          style={{ flex: "1 1 220px" }}
          leftSection={<IconSearch size={16} aria-hidden />}
          aria-label={t("careersAdmin.search")}
          placeholder={t("careersAdmin.search")}
          value={filters.search}
          onChange={(e) => set("search", e.currentTarget.value)}
        />
        <Select
          aria-label={t("careersAdmin.statusFilter")}
          allowDeselect={false}
          value={filters.status}
          onChange={(value) => set("status", (value as PostingFilters["status"]) ?? "all")}
          data={[
            { value: "all", label: t("careersAdmin.status.all") },
            { value: "active", label: optionLabel("open") },
            { value: "inactive", label: optionLabel("closed") },
          ]}
          data-testid="status-filter"
          w={{ base: "100%", xs: 170 }}
        />
        <Select
          aria-label={t("careersAdmin.locationFilter")}
          allowDeselect={false}
          value={filters.location}
          onChange={(value) => set("location", value ?? "all")}
          data={[{ value: "all", label: t("careersAdmin.allLocations") }, ...locations]}
          data-testid="location-filter"
          w={{ base: "100%", xs: 220 }}
        />
        <Group gap="xs" wrap="nowrap">
          <ExportButton table="careers" query={exportQuery(filters)} />
          <IconButton
            variant="default"
            icon={IconRefresh}
            loading={postings.isFetching}
            onClick={() => void refresh()}
            data-testid="refresh-button"
          >
            {t("careersAdmin.refresh")}
          </IconButton>
        </Group>
      </Group>
      {postings.isError ? (
        <Alert color="red">{postings.error.message}</Alert>
      ) : postings.isPending ? (
        <Center py="xl">
          <Loader size="sm" />
        </Center>
      ) : rows.length === 0 ? (
        <Text c="dimmed">{MSG.noPositions}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, xl: 2 }} spacing="md">
          {rows.map((posting) => (
            <PostingAdminCard
              key={posting.id}
              posting={posting}
              counts={counts.data ? (byPosting.get(posting.id) ?? {}) : null}
              busy={busy === posting.id}
              actions={{
                onApplications: () => setPipeline({ posting }),
                onToggle: () => void toggle(posting),
                onEdit: () => setForm({ posting }),
                onDelete: () => remove(posting),
              }}
            />
          ))}
        </SimpleGrid>
      )}
      <PostingFormModal
        opened={form !== null}
        posting={form?.posting ?? null}
        onClose={() => setForm(null)}
      />
      <PipelineModal
        opened={pipeline !== null}
        posting={pipeline?.posting ?? null}
        onClose={() => setPipeline(null)}
      />
    </Stack>
  );
}
