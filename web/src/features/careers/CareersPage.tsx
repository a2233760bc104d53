import { Alert, Box, Container, NativeSelect, Stack, Text, TextInput, Title } from "@mantine/core";
import { TOAST_MS } from "@storeops/domain";
import { IconSearch } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense, useCallback, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { PublicHeader } from "../../components/PublicHeader.tsx";
import { PUBLIC_MESSAGES as MSG } from "../../lib/messages.ts";
import { fetchOpenPostings, type PublicPosting } from "./careers.api.ts";
import { employmentTypeLabel, PostingCard } from "./PostingCard.tsx";
import { PublicToast, type Toast } from "./PublicToast.tsx";

const ALL = "all";
// The apply form loads when a visitor first opens it: the listing itself stays small on a phone.
const ApplyModal = lazy(() => import("./ApplyModal.tsx"));

function matches(posting: PublicPosting, search: string): boolean {
  if (!search) return true;
  return [posting.job_title, posting.location, posting.description, posting.department].some((field) =>
    field?.toLowerCase().includes(search),
  );
}

/** Spec 1 §2.7 public job listing through GET /api/careers: no sign-in needed. */
export default function CareersPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useState("");
  const [type, setType] = useState<string>(ALL);
  const [location, setLocation] = useState<string>(ALL);
  const [applying, setApplying] = useState<PublicPosting | null>(null);
  const [toast, setToast] = useState<Toast | null>(null);
  const postings = useQuery({
    queryKey: ["public-careers"],
    queryFn: ({ signal }) => fetchOpenPostings(signal),
  });
  const all = postings.data ?? [];
  const types = useMemo(() => [...new Set(all.map((p) => p.employment_type))].sort(), [all]);
  const locations = useMemo(
    () => [...new Set(all.flatMap((p) => (p.location ? [p.location] : [])))].sort(),
    [all],
  );
  const needle = search.trim().toLowerCase();
  const rows = all.filter(
    (p) =>
      matches(p, needle) &&
      (type === ALL || p.employment_type === type) &&
      (location === ALL || p.location === location),
  );
  const closeToast = useCallback(() => setToast(null), []);

  return (
    <>
      <PublicHeader showCareers={false} />
      <Container size="md" py="xl" component="main">
        <Title order={1}>{t("careers.title")}</Title>
        <Text c="dimmed" mb="lg">
          {t("careers.subtitle")}
        </Text>
        <Box
          mb="lg"
          style={{
            display: "grid",
            gap: "var(--mantine-spacing-sm)",
            gridTemplateColumns: "repeat(auto-fit, minmax(200px, 1fr))",
          }}
        >
          <TextInput
            leftSection={<IconSearch size={16} aria-hidden />}
            label={t("careers.search")}
            placeholder={t("careers.searchPlaceholder")}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
          />
          <NativeSelect
            label={t("careers.jobType")}
            value={type}
            onChange={(event) => setType(event.currentTarget.value)}
            data={[
              { value: ALL, label: t("careers.allTypes") },
              ...types.map((v) => ({ value: v, label: employmentTypeLabel(v) })),
            ]}
            data-testid="careers-type-filter"
          />
          <NativeSelect
            label={t("careers.location")}
            value={location}
            onChange={(event) => setLocation(event.currentTarget.value)}
            data={[{ value: ALL, label: t("careers.allLocations") }, ...locations]}
            data-testid="careers-location-filter"
          />
        </Box>
        {postings.isError ? (
          <Alert color="red">{postings.error.message}</Alert>
        ) : postings.isPending ? (
          <Text c="dimmed">{t("common.loading")}</Text>
        ) : rows.length === 0 ? (
          <Text c="dimmed" data-testid="careers-empty">
            {MSG.noPositions}
          </Text>
        ) : (
          <Stack>
            {rows.map((posting) => (
              <PostingCard key={posting.id} posting={posting} onApply={() => setApplying(posting)} />
            ))}
          </Stack>
        )}
      </Container>
      {applying !== null && (
        <Suspense fallback={null}>
          <ApplyModal
            posting={applying}
            onClose={() => setApplying(null)}
            onResult={({ ok, detail }) =>
              setToast(
                ok
                  ? { color: "green", message: MSG.applySuccess }
                  : { color: "red", message: MSG.applyError, detail },
              )
            }
          />
        </Suspense>
      )}
      <PublicToast toast={toast} onClose={closeToast} ms={TOAST_MS.careers} />
    </>
  );
}
