import { Badge, Button, Card, Group, Loader, Modal, Stack, Text } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { notifyError, notifySuccess } from "../../components/notify.ts";
import { isApiError } from "../../lib/api.ts";
import { formatInstant } from "../../lib/format.ts";
import { endOtherSessions, endSession, fetchSessions, SESSIONS_KEY } from "./profile.api.ts";

/** View Sessions: device, IP, last use, the current one marked; revoke one or all others. */
export function SessionsModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const sessions = useQuery({ queryKey: SESSIONS_KEY, queryFn: fetchSessions, enabled: opened });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ["profile"] });
  const onError = (caught: unknown) => notifyError(isApiError(caught) ? caught.message : String(caught));
  const revoke = useMutation({
    mutationFn: endSession,
    onSuccess: () => {
      notifySuccess(t("profile.revoked"));
      return refresh();
    },
    onError,
  });
  const revokeOthers = useMutation({
    mutationFn: endOtherSessions,
    onSuccess: () => {
      notifySuccess(t("profile.revoked"));
      return refresh();
    },
    onError,
  });
  const list = sessions.data ?? [];
  return (
    <Modal opened={opened} onClose={onClose} title={t("profile.sessionsTitle")} size="lg" centered>
      {sessions.isPending ? (
        <Loader size="sm" />
      ) : (
        <Stack gap="sm" data-testid="sessions-list">
          {list.map((session) => (
            <Card key={session.id} withBorder padding="sm" radius="md">
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <div>
                  <Group gap="xs">
                    <Text fw={600} size="sm">
                      {session.device}
                    </Text>
                    {session.current && (
                      <Badge size="sm" color="green" variant="light">
                        {t("profile.thisDevice")}
                      </Badge>
                    )}
                  </Group>
                  <Text size="xs" c="dimmed">
                    {t("profile.ip")}: {session.ip_address ?? "—"} · {t("profile.lastUsed")}:{" "}
                    {formatInstant(session.last_used_at)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t("profile.signedIn")}: {formatInstant(session.created_at)}
                  </Text>
                </div>
                {!session.current && (
                  <Button
                    size="xs"
                    variant="light"
                    color="red"
                    loading={revoke.isPending && revoke.variables === session.id}
                    onClick={() => revoke.mutate(session.id)}
                  >
                    {t("profile.revoke")}
                  </Button>
                )}
              </Group>
            </Card>
          ))}
          {list.length > 1 && (
            <Group justify="flex-end">
              <Button
                color="red"
                variant="outline"
                loading={revokeOthers.isPending}
                onClick={() => revokeOthers.mutate()}
              >
                {t("profile.revokeOthers")}
              </Button>
            </Group>
          )}
        </Stack>
      )}
    </Modal>
  );
}
