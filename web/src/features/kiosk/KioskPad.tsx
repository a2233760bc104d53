import { Alert, Badge, Button, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconBackspace, IconEraser } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { formatTimeOfDay } from "../../lib/format.ts";
import classes from "./KioskPage.module.css";
import type { KioskHome, KioskPerson } from "./kiosk.api.ts";

/** The kiosk's PIN pad and its list of the store's people (KioskPage.tsx). */

const DIGITS = ["1", "2", "3", "4", "5", "6", "7", "8", "9"] as const;

export function PinPad({ pin, onPin }: { pin: string; onPin: (pin: string) => void }) {
  const { t } = useTranslation();
  const press = (digit: string) => pin.length < 6 && onPin(pin + digit);
  return (
    <Stack gap="sm" align="center">
      <Group
        gap="sm"
        aria-label={t("kiosk.pinDots", { count: pin.length })}
        role="img"
        data-testid="pin-dots"
      >
        {Array.from({ length: 6 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: six fixed places
          <span key={index} className={index < pin.length ? classes.dotFilled : classes.dot} />
        ))}
      </Group>
      <SimpleGrid cols={3} spacing="sm" className={classes.pad}>
        {DIGITS.map((digit) => (
          <Button
            key={digit}
            size="xl"
            variant="default"
            onClick={() => press(digit)}
            aria-label={t("kiosk.digit", { digit })}
          >
            {digit}
          </Button>
        ))}
        <Button
          size="xl"
          variant="subtle"
          onClick={() => onPin("")}
          aria-label={t("kiosk.clear")}
          data-testid="pin-clear"
        >
          <IconEraser aria-hidden />
        </Button>
        <Button
          size="xl"
          variant="default"
          onClick={() => press("0")}
          aria-label={t("kiosk.digit", { digit: "0" })}
        >
          0
        </Button>
        <Button
          size="xl"
          variant="subtle"
          onClick={() => onPin(pin.slice(0, -1))}
          aria-label={t("kiosk.backspace")}
        >
          <IconBackspace aria-hidden />
        </Button>
      </SimpleGrid>
    </Stack>
  );
}

const stateColor = { out: "gray", in: "teal", on_break: "orange" } as const;

export function People({ home, onPick }: { home: KioskHome; onPick: (person: KioskPerson) => void }) {
  const { t } = useTranslation();
  const ready = home.people.filter((person) => person.has_pin);
  if (ready.length === 0) return <Alert color="blue">{t("kiosk.nobody")}</Alert>;
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {t("kiosk.tapName")}
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
        {ready.map((person) => (
          <Button
            key={person.employee_id}
            variant="default"
            size="xl"
            className={classes.person}
            onClick={() => onPick(person)}
            data-testid="kiosk-person"
          >
            <Stack gap={4} align="center">
              <Text fw={600}>{person.name}</Text>
              <Group gap={4} justify="center">
                <Badge color={stateColor[person.state]} variant="light">
                  {t(`kiosk.state.${person.state}`)}
                </Badge>
                {person.due && (
                  <Badge color="red" variant="light" data-testid="kiosk-due">
                    {t("kiosk.due")}
                  </Badge>
                )}
              </Group>
              {person.shift && (
                <Text size="sm" c="dimmed" data-testid="kiosk-shift">
                  {t("kiosk.shift", {
                    start: formatTimeOfDay(person.shift.start_time),
                    end: formatTimeOfDay(person.shift.end_time),
                  })}
                </Text>
              )}
            </Stack>
          </Button>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
