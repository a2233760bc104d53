import { Button, Center, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useSession } from "../../lib/session.tsx";

export default function NotFoundPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  return (
    <Center mih="100vh" p="md" component="main">
      <Stack align="center" gap="md">
        <Text fz={64} fw={800} c="dimmed" aria-hidden>
          404
        </Text>
        <Title order={1} size="h2" ta="center" data-testid="not-found">
          {t("notFound.text")}
        </Title>
        <Button component={Link} to={user ? "/dashboard" : "/"}>
          {user ? t("notFound.toDashboard") : t("notFound.toHome")}
        </Button>
      </Stack>
    </Center>
  );
}
