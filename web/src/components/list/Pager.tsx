import { Button, Group, NativeSelect, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { PAGE_SIZES, pageRange } from "./list-state.ts";

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
  /** Offers the rows per page (10, 25, 50, 100) when given. */
  onPageSize?: (size: number) => void;
}

/**
 * "Showing a–b of N {things}" ("of 1,000+" past an estimated count's cap) with Previous and Next
 * and, where the list offers it, the rows per page; the server pages (limit, offset, count).
 */
export function Pager(props: PagerProps) {
  const { page, pageSize, rows, total, atLeast = null, busy, things, onPage, onPageSize } = props;
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
        {onPageSize && (
          <NativeSelect
            size="xs"
            aria-label={t("kit.pageSize")}
            value={String(pageSize)}
            data={PAGE_SIZES.map((size) => ({
              value: String(size),
              label: t("kit.perPage", { count: size }),
            }))}
            onChange={(event) => onPageSize(Number(event.currentTarget.value))}
            data-testid="list-page-size"
          />
        )}
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
