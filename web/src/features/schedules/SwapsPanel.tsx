import { Badge, Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { errorSavingRecord, type SwapAction, type TShiftSwap } from "@storeops/domain";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { notifyError, notifySuccess, writeErrorMessage } from "../../components/notify.ts";
import { formatBusinessDate } from "../../lib/format.ts";
import { takeSwapStep } from "./schedules.api.ts";
import { useSwaps } from "./schedules.queries.ts";
import { shiftTimes } from "./week.ts";

const STATUS_COLORS: Record<TShiftSwap["status"], string> = {
  offered: "blue",
  accepted: "yellow",
  approved: "green",
  declined: "red",
  cancelled: "gray",
};

const ACTION_COLORS: Record<SwapAction, string | undefined> = {
  accept: undefined,
  approve: "green",
  decline: "red",
  cancel: "gray",
};

/** The store's shift swaps, each with the steps the caller may take now (offered → accepted → approved). */
export function SwapsPanel({ storeId, onChanged }: { storeId?: string; onChanged: () => void }) {
  const { t } = useTranslation();
  const swaps = useSwaps(storeId);
  const [busy, setBusy] = useState<string | null>(null);
  const step = async (swap: TShiftSwap, action: SwapAction) => {
    setBusy(`${swap.id}:${action}`);
    try {
      await takeSwapStep(swap.id, action);
      notifySuccess(t("schedules.swaps.done"));
      onChanged();
    } catch (error) {
      notifyError(writeErrorMessage(error, errorSavingRecord));
    } finally {
      setBusy(null);
    }
  };
  const list = swaps.data?.swaps ?? [];
  return (
    <Stack gap="sm" data-testid="swaps-panel">
      <Title order={3} size="h4">
        {t("schedules.swaps.title")}
      </Title>
      {list.length === 0 && (
        <Text size="sm" c="dimmed">
          {t("schedules.swaps.none")}
        </Text>
      )}
      {list.map((swap) => (
        <Card key={swap.id} withBorder padding="sm" data-testid="swap-card" data-status={swap.status}>
          <Group justify="space-between" wrap="nowrap" align="start">
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Text size="sm" fw={700}>
                {formatBusinessDate(swap.shift.shift_date)} · {shiftTimes(swap.shift)}
              </Text>
              {swap.shift.position && (
                <Text size="xs" c="dimmed">
                  {swap.shift.position}
                </Text>
              )}
              <Text size="sm">{t("schedules.swaps.from", { name: swap.from_employee_name ?? "" })}</Text>
              <Text size="sm">
                {swap.to_employee_name
                  ? t("schedules.swaps.to", { name: swap.to_employee_name })
                  : t("schedules.swaps.anyone")}
              </Text>
            </Stack>
            <Badge color={STATUS_COLORS[swap.status]} variant="light" data-testid="swap-status">
              {t(`schedules.swaps.status.${swap.status}`)}
            </Badge>
          </Group>
          {swap.allowed_actions.length > 0 && (
            <Group gap="xs" mt="sm">
              {swap.allowed_actions.map((action) => (
                <Button
                  key={action}
                  size="xs"
                  variant={action === "accept" || action === "approve" ? "filled" : "light"}
                  color={ACTION_COLORS[action]}
                  loading={busy === `${swap.id}:${action}`}
                  onClick={() => void step(swap, action)}
                  data-testid={`swap-${action}`}
                >
                  {t(`schedules.swaps.actions.${action}`)}
                </Button>
              ))}
            </Group>
          )}
        </Card>
      ))}
    </Stack>
  );
}
