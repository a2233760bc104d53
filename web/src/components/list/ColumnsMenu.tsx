import { Checkbox, Popover, Stack, Text } from "@mantine/core";
import { IconColumns } from "@tabler/icons-react";
import { type ReactNode, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { IconButton } from "../IconButton.tsx";
import type { Column } from "./ListTable.tsx";

/** A column the person may hide: every shown column of the table but the first, which opens the record. */
export function hideableColumns<Row>(columns: Column<Row>[]): { key: string; title: ReactNode }[] {
  return columns
    .filter((column) => !column.hidden)
    .slice(1)
    .map((column) => ({ key: String(column.accessor), title: column.title ?? String(column.accessor) }));
}

/** The table's columns without those the person hid. */
export function shownColumns<Row>(columns: Column<Row>[], hidden: readonly string[] = []): Column<Row>[] {
  if (hidden.length === 0) return columns;
  const first = columns.find((column) => !column.hidden);
  return columns.filter((column) => column === first || !hidden.includes(String(column.accessor)));
}

/**
 * The Columns button of a list's table (docs/decisions.md, Saved views): a checkbox a column, the
 * first (which opens the record) always shown. The choice lives in the address (`hide`), so a
 * saved view keeps it and a reload shows the same table.
 */
export function ColumnsMenu<Row>({
  columns,
  hidden,
  onChange,
}: {
  columns: Column<Row>[];
  hidden: readonly string[];
  onChange: (hidden: string[]) => void;
}) {
  const { t } = useTranslation();
  // The box follows the click at once; the address (and the table) follow in the router's
  // transition, which on a slow phone or a long page can take a moment.
  const [ticked, setTicked] = useState<readonly string[]>(hidden);
  const hiddenKey = hidden.join(",");
  // biome-ignore lint/correctness/useExhaustiveDependencies: the hidden columns' keys are the dependency
  useEffect(() => setTicked(hidden), [hiddenKey]);
  const choices = hideableColumns(columns);
  if (choices.length === 0) return null;
  return (
    <Popover position="bottom-end" shadow="md" withinPortal>
      <Popover.Target>
        <IconButton
          variant={ticked.length > 0 ? "light" : "default"}
          icon={IconColumns}
          data-testid="list-columns"
        >
          {t("kit.columns")}
        </IconButton>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs" data-testid="list-columns-menu">
          <Text size="sm" fw={600}>
            {t("kit.columnsHint")}
          </Text>
          {choices.map((choice) => (
            <Checkbox
              key={choice.key}
              label={choice.title}
              checked={!ticked.includes(choice.key)}
              onChange={(event) => {
                const next = event.currentTarget.checked
                  ? ticked.filter((key) => key !== choice.key)
                  : [...ticked, choice.key];
                setTicked(next);
                onChange(next);
              }}
              data-testid={`list-column-${choice.key}`}
            />
          ))}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
