import {
  Alert,
  Box,
  Button,
  Center,
  Container,
  Group,
  Loader,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { type KioskAction, kioskActionsFor, withReason } from "@storeops/domain";
import { IconClockHour4 } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { confirmDanger } from "../../components/dialogs.tsx";
import { OfflineQueueButton } from "../../components/OfflineQueue.tsx";
import { isApiError } from "../../lib/api.ts";
import { formatTimeOfDay } from "../../lib/format.ts";
import { MSG } from "../../lib/messages.ts";
import { serverNow } from "../../lib/offline/server-clock.ts";
import { registerServiceWorker } from "../../lib/offline/service-worker.ts";
import { useQueueSync } from "../../lib/offline/useOfflineQueue.ts";
import { People, PinPad } from "./KioskPad.tsx";
import classes from "./KioskPage.module.css";
import {
  forgetKioskToken,
  type KioskHome,
  type KioskPerson,
  type KioskPunchResult,
  kioskPunch,
  kioskToken,
  rememberKioskToken,
  useKioskHome,
} from "./kiosk.api.ts";

/** HH:MM now in the store's zone, by the server's clock as last seen (a punch kept offline). */
const timeIn = (timeZone: string) =>
  new Intl.DateTimeFormat("en-GB", { timeZone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(
    serverNow(),
  );

/** How long the confirmation stays before the kiosk is ready for the next person. */
const DONE_MS = 4000;

function Setup({ onSaved, refused }: { onSaved: (token: string) => void; refused: boolean }) {
  const { t } = useTranslation();
  const [code, setCode] = useState("");
  return (
    <Container size="xs" py="xl">
      <Stack gap="md" data-testid="kiosk-setup">
        <Title order={1}>{t("kiosk.setup.title")}</Title>
        {refused && (
          <Alert color="orange" data-testid="kiosk-refused">
            {MSG.kioskNotRegistered}
          </Alert>
        )}
        <Text>{t("kiosk.setup.text")}</Text>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (code.trim()) onSaved(code.trim());
          }}
        >
          <Stack gap="sm">
            <TextInput
              label={t("kiosk.setup.code")}
              value={code}
              onChange={(event) => setCode(event.currentTarget.value)}
              autoComplete="off"
              data-testid="kiosk-code"
            />
            <Button type="submit" size="lg" disabled={code.trim() === ""} data-testid="kiosk-code-save">
              {t("kiosk.setup.save")}
            </Button>
          </Stack>
        </form>
      </Stack>
    </Container>
  );
}

function Clock({ token, home }: { token: string; home: KioskHome }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [person, setPerson] = useState<KioskPerson | null>(null);
  const [pin, setPin] = useState("");
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // The punch just made; `queued` when it waits on this tablet for the connection (lib/offline).
  const [done, setDone] = useState<(KioskPunchResult & { queued?: boolean }) | null>(null);
  const reset = () => {
    setPerson(null);
    setPin("");
    setProblem(null);
  };
  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => setDone(null), DONE_MS);
    return () => clearTimeout(timer);
  }, [done]);

  const send = async (action: KioskAction) => {
    if (!person) return;
    setBusy(true);
    setProblem(null);
    try {
      const result = await kioskPunch(token, { pin, action, employee_id: person.employee_id }, person.name);
      // Without a connection the punch waits on this tablet: the person is told so.
      setDone(
        result ?? {
          employee_id: person.employee_id,
          employee_name: person.name,
          action,
          work_date: home.date,
          time: timeIn(home.timezone),
          message: "",
          queued: true,
        },
      );
      reset();
    } catch (error) {
      setPin("");
      setProblem(isApiError(error) ? error.message : withReason(MSG.unknownError, String(error)));
    } finally {
      setBusy(false);
      await client.invalidateQueries({ queryKey: ["kiosk", "home"] });
    }
  };

  if (done) {
    return (
      <Center className={classes.done} data-testid="kiosk-done">
        <Stack align="center" gap="xs">
          <IconClockHour4 size={64} aria-hidden />
          <Title order={2}>
            {t(done.queued ? "kiosk.doneQueued" : "kiosk.done", {
              message: done.message,
              name: done.employee_name,
              time: formatTimeOfDay(done.time),
            })}
          </Title>
        </Stack>
      </Center>
    );
  }
  if (!person) return <People home={home} onPick={setPerson} />;
  return (
    <Stack gap="md" align="center" data-testid="kiosk-pin">
      <Title order={2} size="h3" ta="center">
        {t("kiosk.enterPin", { name: person.name })}
      </Title>
      {problem && (
        <Alert color="red" data-testid="kiosk-problem" w="100%">
          {problem}
        </Alert>
      )}
      <PinPad pin={pin} onPin={setPin} />
      <Group grow w="100%" className={classes.actions}>
        {kioskActionsFor(person.state).map((action) => (
          <Button
            key={action}
            size="xl"
            color={action === "clock_out" ? "red.8" : action === "clock_in" ? "teal.9" : "orange.9"}
            disabled={pin.length < 4}
            loading={busy}
            onClick={() => send(action)}
            data-testid={`kiosk-${action}`}
          >
            {t(`kiosk.actions.${action}`)}
          </Button>
        ))}
      </Group>
      <Button variant="subtle" onClick={reset} data-testid="kiosk-not-you">
        {t("kiosk.notYou")}
      </Button>
    </Stack>
  );
}

function Kiosk() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [token, setToken] = useState(kioskToken);
  const home = useKioskHome(token);
  useEffect(registerServiceWorker, []);
  // Punches made without a connection are sent when it returns; who is in is read again then.
  useQueueSync("kiosk", () => void client.invalidateQueries({ queryKey: ["kiosk", "home"] }));
  const refused = isApiError(home.error, 401);
  if (token === null || refused) {
    return (
      <Setup
        refused={refused}
        onSaved={(code) => {
          rememberKioskToken(code);
          setToken(code);
        }}
      />
    );
  }
  if (!home.data) {
    return home.error ? (
      <Alert color="red" m="md">
        {home.error.message}
      </Alert>
    ) : (
      <Center py="xl">
        <Loader />
      </Center>
    );
  }
  const data = home.data;
  return (
    <Container size="md" py="md">
      <Stack gap="lg">
        <OfflineQueueButton owner="kiosk" />
        <Group justify="space-between" wrap="nowrap">
          <div>
            <Title order={1} size="h2">
              {t("kiosk.title")}
            </Title>
            <Text c="dimmed">
              {t("kiosk.storeTime", { store: data.store_name, device: data.device_name })}
            </Text>
          </div>
          <Text className={classes.clock} data-testid="kiosk-clock">
            {formatTimeOfDay(data.local_time)}
          </Text>
        </Group>
        {data.locked_until ? (
          <Alert color="red" data-testid="kiosk-locked">
            {MSG.kioskLocked}{" "}
            {t("kiosk.lockedUntil", {
              time: new Date(data.locked_until).toLocaleTimeString([], { timeStyle: "short" }),
            })}
          </Alert>
        ) : (
          <Clock token={token} home={data} />
        )}
        <Box>
          <Button
            variant="subtle"
            size="xs"
            color="gray"
            onClick={() =>
              confirmDanger({
                title: t("kiosk.setup.forgetTitle"),
                message: t("kiosk.setup.forgetText"),
                confirmLabel: t("kiosk.setup.again"),
                cancelLabel: t("common.cancel"),
                onConfirm: () => {
                  forgetKioskToken();
                  setToken(null);
                },
              })
            }
          >
            {t("kiosk.setup.again")}
          </Button>
        </Box>
      </Stack>
    </Container>
  );
}

/**
 * /kiosk: a store's shared clock on a tablet, without anyone signed in. The tablet is registered
 * once by a manager (its code kept in this browser); then each person taps their name, types their
 * PIN and clocks in, takes a break or clocks out, at the server's time in the store's zone.
 */
export function KioskPage() {
  return (
    <main className={classes.page}>
      <Kiosk />
    </main>
  );
}
