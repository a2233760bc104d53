import { Box, Card, SimpleGrid, Stack, Table, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { useIsPhone } from "../lib/useIsPhone.ts";

/** One column of a FigureTable: its heading, its cell, and whether it holds a figure (right-aligned). */
export interface FigureColumn<Row> {
  key: string;
  title: string;
  render: (row: Row) => ReactNode;
  figure?: boolean;
  /** The cell's test id (on the table cell and on the card's value). */
  testId?: string;
}

interface FigureTableProps<Row> {
  columns: readonly FigureColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** `<testId>-row` on each table row, `<testId>-card` on each phone card. */
  testId: string;
  /** A totals line: its label in the first column, then a cell per column key. */
  footer?: { label: string; cells: Partial<Record<string, ReactNode>>; testId: string };
  /**
   * Wraps the desktop table (a scroll container, a height limit). By default a container that
   * scrolls sideways when the table is wider than its panel (long headings in Spanish, a narrow
   * window), reached by keyboard (axe scrollable-region-focusable).
   */
  frame?: (table: ReactNode) => ReactNode;
  /** A red figure (a loss) on this row's column. */
  negative?: (row: Row, key: string) => boolean;
}

/**
 * A table of figures at ≥ 1024 px; on phones one card per row, the first column as the card's
 * heading and every other column as a labelled figure, so nothing is cut off or scrolls sideways
 * (a scrolling table at 390 px hid half its columns with no cue and could not be reached by keyboard).
 * Figures never wrap mid-number.
 */
export function FigureTable<Row>({
  columns,
  rows,
  rowKey,
  testId,
  footer,
  frame = (table) => (
    <Box style={{ overflowX: "auto" }} tabIndex={0}>
      {table}
    </Box>
  ),
  negative = () => false,
}: FigureTableProps<Row>) {
  const isPhone = useIsPhone();
  const [first, ...rest] = columns;
  if (!first) return null;
  if (isPhone) {
    const card = (
      key: string,
      heading: ReactNode,
      cell: (column: FigureColumn<Row>) => ReactNode,
      id: string,
      red?: (key: string) => boolean,
    ) => (
      <Card key={key} withBorder radius="md" padding="sm" data-testid={id}>
        <Text fw={700} size="sm" mb={6}>
          {heading}
        </Text>
        <SimpleGrid cols={2} spacing="xs" verticalSpacing={6}>
          {rest.map((column) => (
            <div key={column.key} style={{ minWidth: 0 }}>
              <Text size="xs" c="dimmed">
                {column.title}
              </Text>
              <Text
                component="div"
                size="sm"
                fw={600}
                c={red?.(column.key) ? "red" : undefined}
                style={{ whiteSpace: "nowrap" }}
                data-testid={column.testId}
              >
                {cell(column)}
              </Text>
            </div>
          ))}
        </SimpleGrid>
      </Card>
    );
    return (
      <Stack gap="xs" data-testid={`${testId}-cards`}>
        {rows.map((row) =>
          card(
            rowKey(row),
            first.render(row),
            (column) => column.render(row),
            `${testId}-card`,
            (key) => negative(row, key),
          ),
        )}
        {footer && card("footer", footer.label, (column) => footer.cells[column.key], footer.testId)}
      </Stack>
    );
  }
  const align = (column: FigureColumn<Row>) => (column.figure ? "right" : undefined);
  return frame(
    <Table striped highlightOnHover stickyHeader data-testid={`${testId}-table`}>
      <Table.Thead>
        <Table.Tr>
          {columns.map((column) => (
            <Table.Th key={column.key} ta={align(column)}>
              {column.title}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={rowKey(row)} data-testid={`${testId}-row`}>
            {columns.map((column) => (
              <Table.Td
                key={column.key}
                ta={align(column)}
                c={negative(row, column.key) ? "red" : undefined}
                style={column.figure ? { whiteSpace: "nowrap" } : undefined}
                data-testid={column.testId}
              >
                {column.render(row)}
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
      {footer && (
        <Table.Tfoot>
          <Table.Tr fw={700} data-testid={footer.testId}>
            <Table.Td>{footer.label}</Table.Td>
            {rest.map((column) => (
              <Table.Td key={column.key} ta={align(column)}>
                {footer.cells[column.key]}
              </Table.Td>
            ))}
          </Table.Tr>
        </Table.Tfoot>
      )}
    </Table>,
  );
}
