import { Button, Group, Text } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import type { DuplicateReason } from "@storeops/domain";
import { useTranslation } from "react-i18next";
import { WarningList } from "../WarningList.tsx";
import type { DuplicateValues } from "./duplicate-check.ts";

/** A candidate as the warning lists it: its text, its link and why it was found. */
export interface DuplicateItem {
  id: string;
  text: string;
  href: string;
  reasons: readonly DuplicateReason[];
}

/**
 * The duplicate bills warning (docs/decisions.md, Duplicate bills): each candidate linked, and
 * "Save anyway", which saves the form with the user's confirmation.
 */
export function DuplicateCandidates<V extends DuplicateValues>({
  form,
  title,
  items,
  testId = "duplicate-warning",
}: {
  form: UseFormReturnType<V>;
  title: string;
  items: DuplicateItem[];
  testId?: string;
}) {
  const { t } = useTranslation();
  const error = form.errors.duplicate_confirmed;
  const saveAnyway = (button: HTMLButtonElement) => {
    (form.setFieldValue as (path: string, value: boolean) => void)("duplicate_confirmed", true);
    // Once the value is in the form (the next render), send it like the save button does.
    setTimeout(() => button.form?.requestSubmit(), 0);
  };
  return (
    <WarningList
      title={title}
      items={items.map((item) => ({
        id: item.id,
        href: item.href,
        text: `${item.text} (${item.reasons.map((reason) => t(`kit.duplicate.reasons.${reason}`)).join(", ")})`,
      }))}
      hint={t("kit.duplicate.hint")}
      action={
        <Group justify="space-between" align="center" mt="xs" gap="xs" wrap="wrap">
          {error ? (
            <Text
              size="sm"
              c="inherit"
              fw={700}
              role="alert"
              data-testid={`${testId}-unconfirmed`}
              style={{ flex: "1 1 14rem" }}
            >
              {error}
            </Text>
          ) : (
            <span />
          )}
          <Button
            type="button"
            size="xs"
            variant="default"
            onClick={(event) => saveAnyway(event.currentTarget)}
            data-testid={`${testId}-save-anyway`}
          >
            {t("kit.duplicate.saveAnyway")}
          </Button>
        </Group>
      }
      testId={testId}
    />
  );
}
