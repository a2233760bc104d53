import { Anchor } from "@mantine/core";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { FigureTable } from "../../components/FigureTable.tsx";
import { Panel } from "../../components/Panel.tsx";

/** A figure of the pack: its text and, when it has records behind it, the filtered list that shows them. */
export interface PackCell {
  text: string;
  to?: string;
  negative?: boolean;
}

export interface PackRow {
  key: string;
  label: ReactNode;
  cells: PackCell[];
}

/** A list screen's address with its filters in the URL (docs/decisions.md, Reports, Month-end pack). */
export function listLink(path: string, filters: Record<string, string | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) search.set(key, value);
  return `${path}?${search.toString()}`;
}

/**
 * One section of the month-end pack: a titled table of figures (cards on phones), each figure a
 * link to the records behind it; `testId-{row key}-{column}` on every figure.
 */
export function MonthEndTable({
  title,
  testId,
  columns,
  rows,
  footer,
  empty,
}: {
  title: string;
  testId: string;
  columns: string[];
  rows: PackRow[];
  footer?: PackRow;
  empty?: string;
}) {
  const [first, ...figures] = columns;
  const cell = (row: PackRow, index: number) => {
    const value = row.cells[index];
    if (!value) return null;
    const id = `${testId}-${row.key}-${index}`;
    return value.to ? (
      <Anchor
        component={Link}
        to={value.to}
        c={value.negative ? "red" : undefined}
        data-testid={id}
        size="sm"
      >
        {value.text}
      </Anchor>
    ) : (
      <span data-testid={id}>{value.text}</span>
    );
  };
  return (
    <Panel title={title} testId={testId} empty={rows.length === 0 ? empty : false}>
      <FigureTable
        testId={`${testId}-figures`}
        rows={rows}
        rowKey={(row) => row.key}
        columns={[
          { key: "label", title: first ?? "", render: (row) => row.label },
          ...figures.map((heading, index) => ({
            key: String(index),
            title: heading,
            figure: true,
            render: (row: PackRow) => cell(row, index),
          })),
        ]}
        footer={
          footer && {
            label: String(footer.label),
            testId: `${testId}-total`,
            cells: Object.fromEntries(figures.map((_, index) => [String(index), cell(footer, index)])),
          }
        }
      />
    </Panel>
  );
}
