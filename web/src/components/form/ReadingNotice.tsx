import { Alert, Badge, Group, List, Loader, Text } from "@mantine/core";
import { IconAlertTriangle, IconScan } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { formatBusinessDate, formatDollars } from "../../lib/format.ts";
import type { ProposedField, ReadingState } from "./useReceiptReading.ts";

/** How sure a reading must be to be shown as clear rather than "check carefully". */
const CLEAR_AT = 0.75;

/** A proposed value as the form shows it: money and dates in the user's format, a payment type by its label. */
function shown(field: ProposedField, value: string | number, t: (key: string) => string): string {
  if (typeof value === "number") return formatDollars(value);
  if (field === "date") return formatBusinessDate(value);
  if (field === "payment_type") return t(`kit.paymentTypes.${value}`);
  return value;
}

/** What reading the attached receipt did: reading, the fields it filled (each with how sure), or why it failed. */
export function ReadingNotice({ state }: { state: ReadingState }) {
  const { t } = useTranslation();
  if (state.status === "idle") return null;
  if (state.status === "reading")
    return (
      <Group gap="xs" data-testid="receipt-reading">
        <Loader size="xs" />
        <Text size="sm">{t("documents.reading")}</Text>
      </Group>
    );
  if (state.status === "failed")
    return (
      <Alert
        color="orange"
        icon={<IconAlertTriangle size={18} />}
        title={t("documents.failed")}
        data-testid="receipt-read-failed"
      >
        {state.message}
      </Alert>
    );
  return (
    <Alert color="blue" icon={<IconScan size={18} />} title={t("documents.read")} data-testid="receipt-read">
      <Text size="sm" mb="xs">
        {t("documents.readHint")}
      </Text>
      <List size="sm" spacing={4}>
        {state.filled.map(({ field, value, confidence }) => (
          <List.Item key={field} data-testid={`read-${field}`}>
            <Group gap="xs">
              <Text size="sm" fw={500}>
                {t(`documents.fields.${field}`)}: {shown(field, value, t)}
              </Text>
              <Badge size="sm" variant="light" color={confidence >= CLEAR_AT ? "teal" : "orange"}>
                {t(confidence >= CLEAR_AT ? "documents.sure" : "documents.unsure")}
              </Badge>
            </Group>
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
