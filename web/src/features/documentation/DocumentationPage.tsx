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
import type { TDocumentSummary } from "@storeops/domain";
import { IconApi, IconBook, IconDownload, IconFiles, IconHelpCircle, IconTag } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import packageJson from "../../../package.json";
import { IconButton } from "../../components/IconButton.tsx";
import { notifyError } from "../../components/notify.ts";
import { PageHeader } from "../../components/PageHeader.tsx";
import { StatCardGrid, stat } from "../../components/StatCard.tsx";
import { useShownLanguage } from "../../lib/language.ts";
import { DocumentView } from "./DocumentView.tsx";
import { downloadDocument, fetchDocument, fetchDocuments } from "./documentation.api.ts";

/**
 * Spec 3 In-app documentation: the user guides of the reader's jobs, and for admins, under their
 * own heading, the eight developer documents with real figures only (this build's version, their
 * number); each document rendered (`?doc={id}`).
 */
export default function DocumentationPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const open = params.get("doc");
  // The server answers the guides' titles in the language asked for: one cached index per language.
  const language = useShownLanguage();
  const documents = useQuery({
    queryKey: ["documentation", language],
    queryFn: ({ signal }) => fetchDocuments(signal),
  });
  const show = (id: string | null) => setParams(id ? { doc: id } : {});
  const guides = documents.data?.filter((document_) => document_.kind === "guide") ?? [];
  const developer = documents.data?.filter((document_) => document_.kind === "developer") ?? [];
  const grid = (list: TDocumentSummary[], testId: string) => (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md" data-testid={testId}>
      {list.map((document_) => (
        <DocumentCard key={document_.id} document_={document_} onOpen={() => show(document_.id)} />
      ))}
    </SimpleGrid>
  );

  return (
    <Stack gap="lg">
      <PageHeader title={t("documentation.title")} subtitle={t("documentation.subtitle")} />
      {open ? (
        <DocumentView id={open} onBack={() => show(null)} />
      ) : documents.error ? (
        <Alert color="red" title={t("documentation.loadFailed")}>
          {documents.error.message}
        </Alert>
      ) : !documents.data ? (
        <Center py="xl" role="status" aria-label={t("common.loading")}>
          <Loader size="sm" />
        </Center>
      ) : (
        <>
          <Stack gap="sm" component="section" aria-labelledby="guides-heading">
            <Title order={2} size="h3" id="guides-heading">
              {t("documentation.guides")}
            </Title>
            <Text size="sm" c="dimmed">
              {t("documentation.guidesHint")}
            </Text>
            {grid(guides, "guide-index")}
          </Stack>
          {developer.length > 0 && (
            <Stack gap="sm" component="section" aria-labelledby="developer-heading">
              <Title order={2} size="h3" id="developer-heading">
                {t("documentation.developer")}
              </Title>
              <Text size="sm" c="dimmed">
                {t("documentation.developerHint")}
              </Text>
              <StatCardGrid
                cols={{ base: 1, xs: 3 }}
                testId="doc-stats"
                cards={[
                  stat("documentation.version", `v${packageJson.version}`, IconTag),
                  stat("documentation.documents", String(developer.length), IconFiles, {
                    color: "teal",
                  }),
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
              {grid(developer, "doc-index")}
            </Stack>
          )}
        </>
      )}
    </Stack>
  );
}

function DocumentCard({ document_, onOpen }: { document_: TDocumentSummary; onOpen: () => void }) {
  const { t } = useTranslation();
  const download = () =>
    fetchDocument(document_.id)
      .then(downloadDocument)
      .catch((error: unknown) =>
        notifyError(t("documentation.downloadFailed"), error instanceof Error ? error.message : undefined),
      );
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      data-testid="doc-card"
      data-doc={document_.id}
      data-kind={document_.kind}
    >
      {/* The title is the button: its name is what it shows (WCAG 2.5.3). */}
      <Group gap="xs" wrap="nowrap" mb={6}>
        {document_.kind === "guide" ? (
          <IconHelpCircle size={18} aria-hidden style={{ flexShrink: 0 }} />
        ) : (
          <IconBook size={18} aria-hidden style={{ flexShrink: 0 }} />
        )}
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
