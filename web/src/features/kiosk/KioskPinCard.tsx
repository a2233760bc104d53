import { Button, Card, Group, Stack, Text, TextInput, Title } from "@mantine/core";
import { PIN_PATTERN } from "@storeops/domain";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useWrite } from "../../components/useWrite.ts";
import { MSG } from "../../lib/messages.ts";
import { setOwnPin } from "./kiosk.api.ts";

/** Profile: one's own kiosk PIN (staff with a staff record in the current store). */
export function KioskPinCard() {
  const { t } = useTranslation();
  const [pin, setPin] = useState("");
  const { busy, run } = useWrite();
  const valid = PIN_PATTERN.test(pin);
  return (
    <Card withBorder radius="md" padding="lg" data-testid="kiosk-pin-card">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t("kiosk.ownPin.title")}
        </Title>
        <Text size="sm" c="dimmed">
          {t("kiosk.ownPin.text")}
        </Text>
        <Group align="end" wrap="wrap">
          <TextInput
            label={t("kiosk.ownPin.pin")}
            value={pin}
            type="password"
            inputMode="numeric"
            autoComplete="off"
            maxLength={6}
            error={pin !== "" && !valid ? MSG.pinFormat : undefined}
            onChange={(event) => setPin(event.currentTarget.value.replace(/\D/g, ""))}
            data-testid="own-pin"
          />
          <Button
            disabled={!valid}
            loading={busy}
            onClick={() =>
              run(() => setOwnPin(pin), { success: MSG.pinSaved, failure: MSG.errorSavingPin }).then(() =>
                setPin(""),
              )
            }
            data-testid="own-pin-save"
          >
            {t("kiosk.ownPin.save")}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
