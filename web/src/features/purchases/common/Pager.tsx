import { Button, Group, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { pageRange } from "./list-params.ts";

interface PagerProps {
  page: number;
  pageSize: number;
  rows: number;
  total: number | null;
  busy: boolean;
  onPage: (page: number) => void;
}

/** "Showing x–y of N" with Previous and Next; the server pages (limit, offset, count=exact). */
export function Pager({ page, pageSize, rows, total, busy, onPage }: PagerProps) {
  const { t } = useTranslation();
  const range = pageRange(page, pageSize, rows, total);
  const hasNext = total === null ? rows === pageSize : page * pageSize < total;
  return (
    <Group justify="space-between" gap="xs">
      <Text size="sm" c="dimmed" data-testid="list-range">
        {range ? t("purchases.common.showing", range) : ""}
      </Text>
      <Group gap="xs">
        <Button variant="default" size="xs" disabled={page <= 1 || busy} onClick={() => onPage(page - 1)}>
          {t("purchases.common.previous")}
        </Button>
        <Button variant="default" size="xs" disabled={!hasNext || busy} onClick={() => onPage(page + 1)}>
          {t("purchases.common.next")}
        </Button>
      </Group>
    </Group>
  );
}
