import { Button, Container, Group, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useSession } from "../lib/session.tsx";

/** Header of the public pages: Careers and Sign In (Dashboard once signed in). */
export function PublicHeader({ showCareers = true }: { showCareers?: boolean }) {
  const { t } = useTranslation();
  const { user } = useSession();
  return (
    <header style={{ borderBottom: "1px solid var(--mantine-color-default-border)" }}>
      <Container size="lg" py="sm">
        <Group justify="space-between">
          <Text component={Link} to="/" fw={800} size="lg" c="var(--mantine-color-text)" td="none">
            {t("app.name")}
          </Text>
          <Group gap="xs">
            {showCareers ? (
              <Button component={Link} to="/careers" variant="default">
                {t("landing.careers")}
              </Button>
            ) : (
              <Button component={Link} to={user ? "/dashboard" : "/"} variant="default">
                {user ? t("landing.dashboard") : t("landing.home")}
              </Button>
            )}
            {user ? (
              showCareers && (
                <Button component={Link} to="/dashboard" data-testid="header-primary">
                  {t("landing.dashboard")}
                </Button>
              )
            ) : (
              <Button component={Link} to="/login" data-testid="header-primary">
                {t("landing.signIn")}
              </Button>
            )}
          </Group>
        </Group>
      </Container>
    </header>
  );
}
