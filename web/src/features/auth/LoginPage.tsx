import {
  Alert,
  Anchor,
  Box,
  Button,
  Checkbox,
  Container,
  Group,
  Paper,
  PasswordInput,
  Stack,
  Tabs,
  Text,
  TextInput,
  Title,
  useMantineColorScheme,
} from "@mantine/core";
import { IconAlertCircle, IconInfoCircle } from "@tabler/icons-react";
import { type FormEvent, lazy, Suspense, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, useLocation, useNavigate } from "react-router";
import { LanguagePicker } from "../../components/LanguagePicker.tsx";
import { PageLoader } from "../../components/PageLoader.tsx";
import { PublicHeader } from "../../components/PublicHeader.tsx";
import { isApiError } from "../../lib/api.ts";
import type { DemoAccount } from "../../lib/auth.api.ts";
import { saveLanguage, showLanguage, shownLanguage } from "../../lib/language.ts";
import { useSession } from "../../lib/session.tsx";
import { useHydrated, useTypedBeforeHydration } from "../../lib/typed-before-hydration.ts";
import { DemoAccountsPanel } from "./DemoAccountsPanel.tsx";
import { returnPath } from "./return-path.ts";
import { savedLook } from "./saved-theme.ts";
import { signInErrorKey } from "./sign-in-error.ts";

const StorePicker = lazy(() => import("./StorePicker.tsx"));

type LoginTab = "office" | "staff";

/** Spec 1 §2.3 sign-in page. */
export default function LoginPage() {
  const { t } = useTranslation();
  const { user, loading, signIn } = useSession();
  const { setColorScheme } = useMantineColorScheme();
  const location = useLocation();
  const navigate = useNavigate();
  const [tab, setTab] = useState<LoginTab>("office");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [storeCode, setStoreCode] = useState<string | null>(null);
  const [remember, setRemember] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [storeError, setStoreError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [showForgot, setShowForgot] = useState(false);
  // The second step for an account with two-factor sign-in: null until the server asks for it.
  const [otp, setOtp] = useState<string | null>(null);
  // A language chosen here, before signing in, is the user's choice: it is saved to their settings.
  const [pickedLanguage, setPickedLanguage] = useState(false);
  const emailInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(emailInput, setEmail);
  useTypedBeforeHydration(passwordInput, setPassword);
  const hydrated = useHydrated();

  if (loading) return <PageLoader />;
  if (user && !submitting) return <Navigate to={returnPath(location.state)} replace />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (tab === "staff" && !storeCode) {
      setStoreError(t("login.storeRequired"));
      return;
    }
    setSubmitting(true);
    try {
      await signIn({
        email: email.trim(),
        password,
        remember,
        ...(tab === "staff" && storeCode ? { store_code: storeCode } : {}),
        ...(otp !== null ? { otp: otp.trim() } : {}),
      });
      const saved = await savedLook();
      if (saved.theme) setColorScheme(saved.theme);
      // The saved language wins, unless one was chosen on this page: then it becomes the saved one.
      if (pickedLanguage) await saveLanguage(shownLanguage()).catch(() => undefined);
      else await showLanguage(saved.language);
      await navigate(returnPath(location.state), { replace: true });
    } catch (caught) {
      if (isApiError(caught) && caught.code === "otp_required") {
        setOtp("");
        setSubmitting(false);
        return;
      }
      const key = signInErrorKey(caught);
      setError(key ? t(key) : isApiError(caught) ? caught.message : t("login.failed"));
      setSubmitting(false);
    }
  };

  // A message about the other kind of sign-in would only mislead.
  const chooseTab = (next: LoginTab) => {
    setTab(next);
    setOtp(null);
    setError(null);
    setStoreError(null);
  };

  const useDemoAccount = (account: DemoAccount) => {
    setError(null);
    setEmail(account.email);
    setPassword(account.password);
    if (account.role === "staff") {
      setTab("staff");
      setStoreCode(account.store_codes[0] ?? null);
      setStoreError(null);
    } else {
      setTab("office");
    }
  };

  return (
    <>
      <PublicHeader />
      <Container size={460} py={40} component="main">
        <Group justify="flex-end" mb="xs">
          <LanguagePicker
            onChange={(language) => {
              setPickedLanguage(true);
              void showLanguage(language);
            }}
          />
        </Group>
        <Title order={1} ta="center" size="h2">
          {t("login.title")}
        </Title>
        <Text c="dimmed" size="sm" ta="center" mt={4}>
          {t("login.subtitle")}
        </Text>
        <Paper withBorder shadow="sm" p="lg" mt="lg" radius="md">
          <Tabs value={tab} onChange={(value) => chooseTab(value === "staff" ? "staff" : "office")}>
            <Tabs.List grow mb="md">
              <Tabs.Tab value="office" data-testid="tab-office">
                {t("login.tabOffice")}
              </Tabs.Tab>
              <Tabs.Tab value="staff" data-testid="tab-staff">
                {t("login.tabStaff")}
              </Tabs.Tab>
            </Tabs.List>
          </Tabs>
          <form onSubmit={submit} noValidate={false}>
            <Stack gap="sm">
              <Text size="sm" c="dimmed" data-testid="tab-audience">
                {t(tab === "staff" ? "login.tabStaffFor" : "login.tabOfficeFor")}
              </Text>
              {tab === "staff" && (
                <Suspense fallback={<Box h={60} aria-hidden />}>
                  <StorePicker
                    value={storeCode}
                    error={storeError}
                    onChange={(value) => {
                      setStoreCode(value);
                      setStoreError(null);
                    }}
                  />
                </Suspense>
              )}
              <TextInput
                label={t("login.email")}
                type="email"
                autoComplete="username"
                required
                value={email}
                ref={emailInput}
                onChange={(event) => setEmail(event.currentTarget.value)}
                data-testid="login-email"
              />
              <PasswordInput
                label={t("login.password")}
                autoComplete="current-password"
                required
                value={password}
                ref={passwordInput}
                onChange={(event) => setPassword(event.currentTarget.value)}
                data-testid="login-password"
              />
              {otp !== null && (
                <TextInput
                  label={t("login.otp")}
                  description={t("login.otpHelp")}
                  inputMode="text"
                  autoComplete="one-time-code"
                  required
                  autoFocus
                  value={otp}
                  onChange={(event) => setOtp(event.currentTarget.value)}
                  data-testid="login-otp"
                />
              )}
              <Group justify="space-between">
                <Checkbox
                  label={t("login.remember")}
                  checked={remember}
                  onChange={(event) => setRemember(event.currentTarget.checked)}
                />
                <Anchor component="button" type="button" size="sm" onClick={() => setShowForgot((v) => !v)}>
                  {t("login.forgot")}
                </Anchor>
              </Group>
              {showForgot && (
                <Alert icon={<IconInfoCircle size={18} aria-hidden />} color="blue" data-testid="forgot-help">
                  {t("login.forgotHelp")}
                </Alert>
              )}
              {error && (
                <Alert
                  icon={<IconAlertCircle size={18} aria-hidden />}
                  color="red"
                  role="alert"
                  data-testid="login-error"
                >
                  {error}
                </Alert>
              )}
              <Button
                type="submit"
                fullWidth
                loading={submitting}
                disabled={!hydrated}
                data-testid="login-submit"
              >
                {t("login.submit")}
              </Button>
            </Stack>
          </form>
        </Paper>
        <Box mt="lg">
          <DemoAccountsPanel onUse={useDemoAccount} />
        </Box>
      </Container>
    </>
  );
}
