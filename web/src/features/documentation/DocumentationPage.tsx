import {
  Alert,
  Anchor,
  Card,
  Center,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from "@mantine/core";
import { IconApi, IconBook, IconDownload, IconFiles, IconTag } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import packageJson from "../../../package.json";
import { IconButton } from "../../components/IconButton.tsx";
import { notifyError } from "../../components/notify.ts";
import { PageHeader } from "../../components/PageHeader.tsx";
import { StatCardGrid, stat } from "../../components/StatCard.tsx";
import { DocumentView } from "./DocumentView.tsx";
import {
  type DocumentSummary,
  downloadDocument,
  fetchDocument,
  fetchDocuments,
} from "./documentation.api.ts";

/**
 * Spec 3 In-app documentation (admin): the index of the eight documents with real figures only
 * (this build's version, the number of documents), and each document rendered (`?doc={id}`).
 */
export default function DocumentationPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const open = params.get("doc");
  const documents = useQuery({
    queryKey: ["documentation"],
    queryFn: ({ signal }) => fetchDocuments(signal),
  });
  const show = (id: string | null) => setParams(id ? { doc: id } : {});

  return (
    <Stack gap="lg">
      <PageHeader title={t("documentation.title")} subtitle={t("documentation.subtitle")} />
      {open ? (
        <DocumentView id={open} onBack={() => show(null)} />
      ) : (
        <>
          <StatCardGrid
            cols={{ base: 1, xs: 3 }}
            testId="doc-stats"
            cards={[
              stat("documentation.version", `v${packageJson.version}`, IconTag),
              stat(
                "documentation.documents",
                documents.data ? String(documents.data.length) : "…",
                IconFiles,
                { color: "teal" },
              ),
              stat("documentation.apiReference", "/api/docs", IconApi, {
                color: "grape",
                hint: (
                  <Anchor href="/api/docs" target="_blank" rel="noreferrer" size="xs">
                    {" "}
                    {t("documentation.openApi")}{" "}
                  </Anchor>
                ),
              }),
            ]}
          />
          {documents.error ? (
            <Alert color="red" title={t("documentation.loadFailed")}>
              {documents.error.message}
            </Alert>
          ) : !documents.data ? (
            <Center py="xl" role="status" aria-label={t("common.loading")}>
              <Loader size="sm" />
            </Center>
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md" data-testid="doc-index">
              {documents.data.map((document_) => (
                <DocumentCard key={document_.id} document_={document_} onOpen={() => show(document_.id)} />
              ))}
            </SimpleGrid>
          )}
        </>
      )}
    </Stack>
  );
}

function DocumentCard({ document_, onOpen }: { document_: DocumentSummary; onOpen: () => void }) {
  const { t } = useTranslation();
  const download = () =>
    fetchDocument(document_.id)
      .then(downloadDocument)
      .catch((error: unknown) =>
        notifyError(t("documentation.downloadFailed"), error instanceof Error ? error.message : undefined),
      );
  return (
    <Card withBorder radius="md" padding="md" data-testid="doc-card" data-doc={document_.id}>
      {/* The title is the button: its name is what it shows (WCAG 2.5.3). */}
      <Group gap="xs" wrap="nowrap" mb={6}>
        <IconBook size={18} aria-hidden />
        <Title order={2} size="h5">
          <UnstyledButton
            onClick={onOpen}
            fw={700}
            fz="inherit"
            c="var(--mantine-color-anchor)"
            td="underline"
          >
            {document_.title}
          </UnstyledButton>
        </Title>
      </Group>
      <Text size="sm" c="dimmed" style={{ flex: 1 }}>
        {document_.description}
      </Text>
      <IconButton
        mt="sm"
        size="xs"
        variant="light"
        icon={IconDownload}
        onClick={download}
        data-testid="doc-card-download"
      >
        {t("documentation.downloadTxt")}
      </IconButton>
    </Card>
  );
}
