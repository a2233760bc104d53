import { Button, Group, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { pageRange } from "./list-state.ts";

interface PagerProps {
  page: number;
  pageSize: number;
  rows: number;
  total: number | null;
  /** An estimated count past its cap: at least this many match. */
  atLeast?: number | null;
  busy: boolean;
  /** The plural noun of the list, by count ("purchases"). */
  things: (count: number) => string;
  onPage: (page: number) => void;
}

/**
 * "Showing a–b of N {things}" ("of 1,000+" past an estimated count's cap) with Previous and Next;
 * the server pages (limit, offset, count).
 */
export function Pager({ page, pageSize, rows, total, atLeast = null, busy, things, onPage }: PagerProps) {
  const { t } = useTranslation();
  const range = pageRange(page, pageSize, rows, total, atLeast);
  const hasNext = total === null ? rows === pageSize : page * pageSize < total;
  return (
    <Group justify="space-between" gap="xs">
      <Text size="sm" c="dimmed" data-testid="list-range">
        {range
          ? t(range.more ? "kit.showingMore" : "kit.showing", { ...range, things: things(range.total) })
          : ""}
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
