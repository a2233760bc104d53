import { Alert, Badge, Card, Container, Group, Stack, Text, TextInput, Title } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconSearch } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { PublicHeader } from "../../components/PublicHeader.tsx";
import { isApiError } from "../../lib/api.ts";
import { formatBusinessDate, formatDollars } from "../../lib/format.ts";
import { listRows } from "../../lib/rest.ts";
import { useSession } from "../../lib/session.tsx";

interface Posting {
  id: string;
  job_title: string;
  department: string | null;
  location: string | null;
  employment_type: string | null;
  salary_min: number | null;
  salary_max: number | null;
  description: string | null;
  posted_date: string | null;
}

/** Spec 1 §2.7 public job listing (read-only here; applying comes with the careers issue). */
export default function CareersPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useState("");
  const [q] = useDebouncedValue(search.trim(), 300);
  const { user, loading } = useSession();
  // The postings come from the signed-in REST front until the public GET /api/careers exists
  // (PRODUCT.md, careers issue); a signed-out visitor is not sent into a 401 and sees the empty list.
  const postings = useQuery({
    enabled: user !== null,
    queryKey: ["public-careers", q],
    queryFn: ({ signal }) =>
      listRows<Posting>(
        "careers",
        {
          select: [
            "id",
            "job_title",
            "department",
            "location",
            "employment_type",
            "salary_min",
            "salary_max",
            "description",
            "posted_date",
          ],
          // Only open postings are listed, so each one is labelled Open.
          eq: { status: "open" },
          order: "posted_date.desc",
          limit: 50,
          q,
        },
        signal,
      ),
  });
  // Spec 1 §8: a list the visitor may not fetch shows as empty ("No positions found").
  const rows = user ? (postings.data?.rows ?? []) : [];

  return (
    <>
      <PublicHeader showCareers={false} />
      <Container size="md" py="xl" component="main">
        <Title order={1}>{t("careers.title")}</Title>
        <Text c="dimmed" mb="lg">
          {t("careers.subtitle")}
        </Text>
        <TextInput
          leftSection={<IconSearch size={16} aria-hidden />}
          label={t("careers.search")}
          placeholder={t("careers.searchPlaceholder")}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          mb="lg"
        />
        {postings.isError && !isApiError(postings.error, 401) && !isApiError(postings.error, 403) ? (
          <Alert color="red">{postings.error.message}</Alert>
        ) : loading || (user && postings.isPending) ? (
          <Text c="dimmed">{t("common.loading")}</Text>
        ) : rows.length === 0 ? (
          <Text c="dimmed">{t("careers.empty")}</Text>
        ) : (
          <Stack>
            {rows.map((posting) => (
              <Card key={posting.id} withBorder radius="md" padding="lg" component="article">
                <Group justify="space-between" align="start">
                  <div>
                    <Title order={2} size="h4">
                      {posting.job_title}
                    </Title>
                    <Text size="sm" c="dimmed">
                      {[posting.department, posting.location, posting.employment_type]
                        .filter(Boolean)
                        .join(" · ")}
                    </Text>
                  </div>
                  <Badge color="green" variant="dot">
                    {t("careers.open")}
                  </Badge>
                </Group>
                {posting.salary_min !== null && posting.salary_max !== null && (
                  <Text size="sm" mt="xs">
                    {t("careers.payRange", {
                      min: formatDollars(posting.salary_min),
                      max: formatDollars(posting.salary_max),
                    })}
                  </Text>
                )}
                <Text size="sm" mt="xs">
                  {posting.description}
                </Text>
                <Text size="xs" c="dimmed" mt="xs">
                  {t("careers.posted", {
                    date: posting.posted_date
                      ? formatBusinessDate(posting.posted_date)
                      : t("careers.recently"),
                  })}
                </Text>
              </Card>
            ))}
          </Stack>
        )}
      </Container>
    </>
  );
}
