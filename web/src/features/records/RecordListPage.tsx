import { Alert, Badge, Button, Group, Stack, Table, Text, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { type ColumnKind, TABLES } from "@storeops/domain";
import { IconSearch, IconX } from "@tabler/icons-react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { CellValue } from "../../components/CellValue.tsx";
import { ExportButton } from "../../components/list/ExportButton.tsx";
import { PageHeader } from "../../components/PageHeader.tsx";
import { listQueryString, listRows, type Row } from "../../lib/rest.ts";
import type { RecordList } from "./record-lists.ts";

const PAGE_SIZE = 50;
/** Query-string filters the app links with: ?id= from global search, ?status= from dashboards. */
const LINK_FILTERS = ["id", "status"] as const;

function kindOf(list: RecordList, column: string): ColumnKind {
  const columns: Record<string, { kind: ColumnKind }> = TABLES[list.table].columns;
  return columns[column]?.kind ?? "text";
}

export default function RecordListPage({ list }: { list: RecordList }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState(params.get("q") ?? "");
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const offset = Math.max(0, Number(params.get("offset")) || 0);

  const eq: Record<string, string> = {};
  for (const key of LINK_FILTERS) {
    const value = params.get(key);
    if (value) eq[key] = value;
  }

  const query = useQuery({
    queryKey: ["rest", list.table, { eq, q: debounced, offset }],
    queryFn: ({ signal }) =>
      listRows<Row>(
        list.table,
        { select: ["id", ...list.columns], limit: PAGE_SIZE, offset, eq, q: debounced, count: true },
        signal,
      ),
    placeholderData: keepPreviousData,
  });

  const setOffset = (next: number) => {
    const nextParams = new URLSearchParams(params);
    if (next > 0) nextParams.set("offset", String(next));
    else nextParams.delete("offset");
    setParams(nextParams);
  };

  const clearFilters = () => setParams(new URLSearchParams());

  const rows = query.data?.rows ?? [];
  const total = query.data?.total ?? null;
  const hasNext = total === null ? rows.length === PAGE_SIZE : offset + rows.length < total;
  const activeFilters = Object.entries(eq);

  return (
    <Stack gap="md">
      <PageHeader title={t(list.title)} subtitle={t("records.readOnly")} />
      <Group justify="space-between" align="end" wrap="wrap">
        <TextInput
          leftSection={<IconSearch size={16} aria-hidden />}
          label={t("records.search")}
          placeholder={t("records.searchPlaceholder")}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            if (offset > 0) setOffset(0);
          }}
          w={{ base: "100%", sm: 320 }}
        />
        <ExportButton
          table={list.table}
          query={new URLSearchParams(listQueryString({ select: list.columns, eq, q: debounced }))}
        />
        {activeFilters.length > 0 && (
          <Group gap="xs">
            {activeFilters.map(([key, value]) => (
              <Badge key={key} variant="outline" data-testid="record-filter">
                {t("records.filter", { field: t(`columns.${key}`), value })}
              </Badge>
            ))}
            <Button
              variant="subtle"
              size="xs"
              leftSection={<IconX size={14} aria-hidden />}
              onClick={clearFilters}
            >
              {t("records.showAll")}
            </Button>
          </Group>
        )}
      </Group>

      {query.isError ? (
        <Alert color="red" title={t("records.loadFailed")}>
          {query.error.message}
        </Alert>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table striped highlightOnHover data-testid="record-table">
            <Table.Thead>
              <Table.Tr>
                {list.columns.map((column) => (
                  <Table.Th key={column}>{t(`columns.${column}`)}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={String(row.id)} data-testid="record-row">
                  {list.columns.map((column) => (
                    <Table.Td key={column}>
                      <CellValue column={column} kind={kindOf(list, column)} value={row[column]} />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
              {!query.isPending && rows.length === 0 && (
                <Table.Tr>
                  <Table.Td colSpan={list.columns.length}>
                    <Text c="dimmed" ta="center" py="md">
                      {t("records.empty")}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              )}
              {query.isPending && (
                <Table.Tr>
                  <Table.Td colSpan={list.columns.length}>
                    <Text c="dimmed" ta="center" py="md">
                      {t("common.loading")}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              )}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}

      <Group justify="space-between">
        <Text size="sm" c="dimmed" data-testid="record-range">
          {rows.length === 0
            ? t("records.noRows")
            : total === null
              ? t("records.rangeNoTotal", { from: offset + 1, to: offset + rows.length })
              : t("records.range", { from: offset + 1, to: offset + rows.length, total })}
        </Text>
        <Group gap="xs">
          <Button
            variant="default"
            disabled={offset === 0 || query.isFetching}
            onClick={() => setOffset(Math.max(0, offset - PAGE_SIZE))}
          >
            {t("records.previous")}
          </Button>
          <Button
            variant="default"
            disabled={!hasNext || query.isFetching}
            onClick={() => setOffset(offset + PAGE_SIZE)}
          >
            {t("records.next")}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
