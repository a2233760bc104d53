import { DataTable, type DataTableColumn, type DataTableSortStatus } from "mantine-datatable";
// Mantine core styles are not layered here (main.tsx), so neither are the table's.
import "mantine-datatable/styles.css";
import type { Sort } from "./list-state.ts";

export type Column<Row> = DataTableColumn<Row>;

interface ListTableProps<Row extends { id: string }> {
  rows: Row[];
  columns: Column<Row>[];
  sort: Sort;
  onSort: (sort: Sort) => void;
  onOpen: (row: Row) => void;
  /** "purchase" → purchase-table, rows purchase-row. */
  testId: string;
  /** A checkbox column: the rows chosen and which rows may be (BulkDecisions). */
  selection?: Selection<Row>;
}

export interface Selection<Row> {
  selected: Row[];
  onChange: (rows: Row[]) => void;
  selectable: (row: Row) => boolean;
}

/**
 * A list on screens of 1024 px and wider: mantine-datatable, sorted on the server. A row opens on
 * click; each row also carries a link-styled button in one column for keyboard users.
 */
export function ListTable<Row extends { id: string }>({
  rows,
  columns,
  sort,
  onSort,
  onOpen,
  testId,
  selection,
}: ListTableProps<Row>) {
  const sortStatus: DataTableSortStatus<Row> = { columnAccessor: sort.column, direction: sort.direction };
  return (
    <DataTable<Row>
      records={rows}
      columns={columns}
      idAccessor="id"
      sortStatus={sortStatus}
      onSortStatusChange={(next) =>
        onSort({ column: String(next.columnAccessor), direction: next.direction })
      }
      onRowClick={({ record }) => onOpen(record)}
      customRowAttributes={(record) => ({ "data-testid": `${testId}-row`, "data-id": record.id })}
      highlightOnHover
      verticalSpacing="sm"
      borderRadius="md"
      withTableBorder
      data-testid={`${testId}-table`}
      {...(selection
        ? {
            selectedRecords: selection.selected,
            onSelectedRecordsChange: selection.onChange,
            isRecordSelectable: selection.selectable,
          }
        : {})}
    />
  );
}
