import { Grid, Stack } from "@mantine/core";
import { mayTakeAction } from "@storeops/domain";
import { type ReactNode, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../components/PageHeader.tsx";
import { useUser } from "../../lib/session.tsx";
import { AccountCard } from "./AccountCard.tsx";
import { LanguageCard } from "./LanguageCard.tsx";
import { PersonalInfoCard } from "./PersonalInfoCard.tsx";
import { PreferencesCard } from "./PreferencesCard.tsx";
import { SecurityCard } from "./SecurityCard.tsx";

/** Profile Settings (spec 3 §2): who you are, your security, your preferences, your data. */
export default function ProfilePage({
  kioskPin,
  notifications,
  delegation,
}: {
  kioskPin?: ReactNode;
  /** Where each event reaches the person (the notifications module's card). */
  notifications?: ReactNode;
  /** Who approves for the person while away (the approvals module's card), for those who approve. */
  delegation?: ReactNode;
}) {
  const { t } = useTranslation();
  const user = useUser();
  // The kiosk PIN (the kiosk module's card) for those who clock in at a store's kiosk.
  const clocksAtKiosk = user.role === "staff" || user.role === "store_manager";
  const approves =
    mayTakeAction(user.role, "purchases", "approve") || mayTakeAction(user.role, "expenses", "approve");
  return (
    <Stack gap="md">
      <PageHeader title={t("profile.title")} />
      <Grid>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <AccountCard user={user} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="md">
            <PersonalInfoCard key={user.id} user={user} />
            <SecurityCard />
            {clocksAtKiosk && kioskPin && <Suspense fallback={null}>{kioskPin}</Suspense>}
            <LanguageCard />
            <PreferencesCard section="notifications" />
            {notifications && <Suspense fallback={null}>{notifications}</Suspense>}
            {approves && delegation && <Suspense fallback={null}>{delegation}</Suspense>}
            <PreferencesCard section="privacy" />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
