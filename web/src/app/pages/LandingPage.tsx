import {
  Box,
  Button,
  Card,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from "@mantine/core";
import {
  IconBuildingEstate,
  IconBuildingStore,
  IconChartBar,
  IconCoffee,
  IconLayoutDashboard,
  IconShoppingBag,
  IconUsers,
} from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PublicHeader } from "../../components/PublicHeader.tsx";
import { useSession } from "../../lib/session.tsx";

const TOOLS = [
  { key: "operations", to: "/dashboard", icon: IconLayoutDashboard },
  { key: "reports", to: "/reports", icon: IconChartBar },
  { key: "staff", to: "/staff", icon: IconUsers },
  { key: "stores", to: "/stores", icon: IconBuildingStore },
] as const;

const SOLUTIONS = [
  { key: "coffee", icon: IconCoffee },
  { key: "retail", icon: IconShoppingBag },
  { key: "realEstate", icon: IconBuildingEstate },
] as const;

/**
 * The product itself beside the hero's words: the admin dashboard of the demo business, taken by
 * the guides' screenshot generator (scripts/screenshots/guides.shots.ts) into public/landing/, in
 * the theme in use (the other one is hidden, and so never loaded), at the width the screen needs.
 */
function HeroPicture({ alt }: { alt: string }) {
  return (
    <Box
      style={{
        borderRadius: "var(--mantine-radius-md)",
        overflow: "hidden",
        border: "1px solid var(--mantine-color-default-border)",
        boxShadow: "var(--mantine-shadow-md)",
        aspectRatio: "8 / 5",
      }}
      data-testid="hero-picture"
    >
      {(["light", "dark"] as const).map((scheme) => (
        <Box
          key={scheme}
          component="img"
          src={`/landing/dashboard-${scheme}-640.webp`}
          srcSet={HERO_WIDTHS.map((width) => `/landing/dashboard-${scheme}-${width}.webp ${width}w`).join(
            ", ",
          )}
          sizes="(min-width: 62em) 540px, calc(100vw - 32px)"
          width={1280}
          height={800}
          alt={alt}
          loading="lazy"
          decoding="async"
          lightHidden={scheme === "dark"}
          darkHidden={scheme === "light"}
          // No display here: the hidden theme's picture keeps Mantine's display: none.
          style={{ width: "100%", height: "auto", verticalAlign: "top" }}
        />
      ))}
    </Box>
  );
}

const HERO_WIDTHS = [640, 960, 1280] as const;

/** Spec 1 §2.2 public landing page. */
export default function LandingPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  return (
    <>
      <PublicHeader />
      <main>
        <Box py={{ base: 48, sm: 80 }} bg="var(--mantine-color-default-hover)">
          <Container size="lg">
            <SimpleGrid
              cols={{ base: 1, md: 2 }}
              spacing={{ base: 40, md: 48 }}
              style={{ alignItems: "center" }}
            >
              <Stack gap="lg" maw={720}>
                <Title order={1} fz={{ base: 32, sm: 44 }} lh={1.15}>
                  {t("landing.heroTitle")}
                </Title>
                <Text size="lg" c="dimmed">
                  {t("landing.heroText")}
                </Text>
                <Group>
                  <Button component={Link} to={user ? "/dashboard" : "/login"} size="md">
                    {user ? t("landing.openDashboard") : t("landing.getStarted")}
                  </Button>
                  <Button component={Link} to="/careers" size="md" variant="default">
                    {t("landing.seeCareers")}
                  </Button>
                </Group>
                <Text size="sm" c="dimmed" data-testid="roles-note">
                  {t("landing.roles")}
                </Text>
              </Stack>
              <HeroPicture alt={t("landing.heroPicture")} />
            </SimpleGrid>
          </Container>
        </Box>

        <Container size="lg" py={56}>
          <Title order={2} mb="lg">
            {t("landing.toolsTitle")}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
            {TOOLS.map(({ key, to, icon: Icon }) => (
              <Card key={key} withBorder padding="lg" component={Link} to={to} data-testid="tool-card">
                <ThemeIcon size="lg" variant="light" mb="sm">
                  <Icon size={20} aria-hidden />
                </ThemeIcon>
                <Text fw={700}>{t(`landing.tools.${key}.title`)}</Text>
                <Text size="sm" c="dimmed" mt={4}>
                  {t(`landing.tools.${key}.text`)}
                </Text>
              </Card>
            ))}
          </SimpleGrid>
        </Container>

        <Container size="lg" pb={64}>
          <Title order={2} mb="lg">
            {t("landing.solutionsTitle")}
          </Title>
          <SimpleGrid cols={{ base: 1, md: 3 }}>
            {SOLUTIONS.map(({ key, icon: Icon }) => (
              <Card key={key} withBorder padding="lg" component="section" aria-labelledby={`solution-${key}`}>
                <Group gap="sm" mb="sm">
                  <ThemeIcon size="lg" variant="light" color="teal">
                    <Icon size={20} aria-hidden />
                  </ThemeIcon>
                  <Title order={3} size="h4" id={`solution-${key}`}>
                    {t(`landing.solutions.${key}.title`)}
                  </Title>
                </Group>
                <Text size="sm" c="dimmed">
                  {t(`landing.solutions.${key}.text`)}
                </Text>
              </Card>
            ))}
          </SimpleGrid>
        </Container>
      </main>
      <Box component="footer" py="lg" style={{ borderTop: "1px solid var(--mantine-color-default-border)" }}>
        <Container size="lg">
          <Text size="sm" c="dimmed">
            {t("landing.footer")}
          </Text>
        </Container>
      </Box>
    </>
  );
}
