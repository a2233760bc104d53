import "@mantine/core/styles/Typography.css";
import { Alert, Card, Center, Group, Loader, Stack, Typography } from "@mantine/core";
import { IconArrowLeft, IconDownload } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import Markdown from "react-markdown";
import { IconButton } from "../../components/IconButton.tsx";
import { useShownLanguage } from "../../lib/language.ts";
import { downloadDocument, fetchDocument, guideImageUrl } from "./documentation.api.ts";

/** One document rendered from its Markdown (no raw HTML), with Download as TXT and the way back. */
export function DocumentView({ id, onBack }: { id: string; onBack: () => void }) {
  const { t } = useTranslation();
  // A guide is written in each language the app speaks: one cached copy per language.
  const language = useShownLanguage();
  const document_ = useQuery({
    queryKey: ["documentation", language, id],
    queryFn: ({ signal }) => fetchDocument(id, signal),
    retry: false,
  });
  const back = (
    <IconButton variant="subtle" icon={IconArrowLeft} onClick={onBack} data-testid="doc-back">
      {t("documentation.back")}
    </IconButton>
  );
  if (document_.isPending)
    return (
      <Center py="xl" role="status" aria-label={t("common.loading")}>
        <Loader size="sm" />
      </Center>
    );
  if (document_.error)
    return (
      <Stack gap="md" align="start">
        {back}
        <Alert color="red" data-testid="doc-error">
          {document_.error.message}
        </Alert>
      </Stack>
    );
  const content = document_.data;
  return (
    <Stack gap="md" data-testid="doc-view">
      <Group justify="space-between" gap="xs">
        {back}
        <IconButton
          variant="default"
          icon={IconDownload}
          onClick={() => downloadDocument(content)}
          data-testid="doc-download"
        >
          {t("documentation.downloadAsTxt")}
        </IconButton>
      </Group>
      <Card withBorder radius="md" padding="lg">
        <Typography>
          <Markdown
            components={{
              // Links to other pages of the app or the API open in a new tab; none carries HTML.
              a: ({ href, children }) => (
                <a href={href} target="_blank" rel="noreferrer">
                  {children}
                </a>
              ),
              // A guide's screenshots, served by the documentation API, loaded as they scroll in.
              img: ({ src, alt }) => (
                <img
                  src={typeof src === "string" ? guideImageUrl(src) : undefined}
                  alt={alt ?? ""}
                  loading="lazy"
                  decoding="async"
                  style={{
                    display: "block",
                    maxWidth: "100%",
                    height: "auto",
                    border: "1px solid var(--mantine-color-default-border)",
                    borderRadius: "var(--mantine-radius-md)",
                  }}
                />
              ),
            }}
          >
            {content.markdown}
          </Markdown>
        </Typography>
      </Card>
    </Stack>
  );
}
