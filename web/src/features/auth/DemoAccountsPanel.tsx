import { Button, Code, Group, Paper, Stack, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { type DemoAccount, fetchDemoAccounts } from "../../lib/auth.api.ts";

/** Shown only when the server runs with demo data (docs/decisions.md, Auth). */
export function DemoAccountsPanel({ onUse }: { onUse: (account: DemoAccount) => void }) {
  const { t } = useTranslation();
  const demo = useQuery({ queryKey: ["demo-accounts"], queryFn: fetchDemoAccounts, staleTime: Infinity });
  if (!demo.data?.enabled || demo.data.accounts.length === 0) return null;

  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      data-testid="demo-panel"
      component="section"
      aria-labelledby="demo-title"
    >
      <Text fw={700} id="demo-title">
        {t("login.demoTitle")}
      </Text>
      <Text size="sm" c="dimmed" mb="sm">
        {t("login.demoText", { password: demo.data.accounts[0]?.password ?? "" })}
      </Text>
      <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: "none" }}>
        {demo.data.accounts.map((account) => (
          <Group
            key={account.email}
            component="li"
            justify="space-between"
            wrap="nowrap"
            gap="sm"
            data-testid="demo-account"
          >
            <div style={{ minWidth: 0 }}>
              <Text size="sm" fw={600}>
                {t(`roles.${account.role}`)}
              </Text>
              <Code>{account.email}</Code>
              {account.role === "staff" && account.store_codes.length > 0 && (
                <Text size="xs" c="dimmed" data-testid="demo-store-codes">
                  {t("login.demoStores", { codes: account.store_codes.join(", ") })}
                </Text>
              )}
            </div>
            <Button
              size="compact-sm"
              variant="light"
              onClick={() => onUse(account)}
              aria-label={t("login.demoUseAccount", { email: account.email })}
            >
              {t("login.demoUse")}
            </Button>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
