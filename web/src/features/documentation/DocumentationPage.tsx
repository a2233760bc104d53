import { Anchor, Card, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../components/PageHeader.tsx";

/** Admin documentation: the live API reference the server publishes. */
export default function DocumentationPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <PageHeader title={t("nav.documentation")} />
      <Card withBorder radius="md" padding="lg">
        <Title order={2} size="h4">
          {t("documentation.apiTitle")}
        </Title>
        <Text size="sm" c="dimmed" my="xs">
          {t("documentation.apiText")}
        </Text>
        <Anchor href="/api/docs" target="_blank" rel="noreferrer">
          {t("documentation.apiLink")}
        </Anchor>
      </Card>
    </Stack>
  );
}
