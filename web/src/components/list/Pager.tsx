import { Button, Group, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { pageRange } from "./list-state.ts";

interface PagerProps {
  page: number;
  pageSize: number;
  rows: number;
  total: number | null;
  busy: boolean;
  /** The plural noun of the list, by count ("purchases"). */
  things: (count: number) => string;
  onPage: (page: number) => void;
}

/** "Showing a–b of N {things}" with Previous and Next; the server pages (limit, offset, count=exact). */
export function Pager({ page, pageSize, rows, total, busy, things, onPage }: PagerProps) {
  const { t } = useTranslation();
  const range = pageRange(page, pageSize, rows, total);
  const hasNext = total === null ? rows === pageSize : page * pageSize < total;
  return (
    <Group justify="space-between" gap="xs">
      <Text size="sm" c="dimmed" data-testid="list-range">
        {range ? t("kit.showing", { ...range, things: things(range.total) }) : ""}
      </Text>
      <Group gap="xs">
        <Button variant="default" size="xs" disabled={page <= 1 || busy} onClick={() => onPage(page - 1)}>
          {t("kit.previous")}
        </Button>
        <Button variant="default" size="xs" disabled={!hasNext || busy} onClick={() => onPage(page + 1)}>
          {t("kit.next")}
        </Button>
      </Group>
    </Group>
  );
}
