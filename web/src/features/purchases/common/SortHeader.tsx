import { Group, Table, UnstyledButton } from "@mantine/core";
import { IconArrowDown, IconArrowsSort, IconArrowUp } from "@tabler/icons-react";
import type { Sort } from "./list-params.ts";

interface SortHeaderProps {
  column: string;
  label: string;
  sort: Sort;
  onSort: (sort: Sort) => void;
  align?: "left" | "right";
}

/** A table header that sorts on the server; a second click reverses the direction. */
export function SortHeader({ column, label, sort, onSort, align = "left" }: SortHeaderProps) {
  const active = sort.column === column;
  const Icon = !active ? IconArrowsSort : sort.direction === "asc" ? IconArrowUp : IconArrowDown;
  const next = active && sort.direction === "desc" ? "asc" : "desc";
  return (
    <Table.Th
      ta={align}
      style={{ whiteSpace: "nowrap" }}
      aria-sort={active ? (sort.direction === "asc" ? "ascending" : "descending") : undefined}
    >
      <UnstyledButton onClick={() => onSort({ column, direction: next })} fw={700} fz="sm">
        <Group gap={4} wrap="nowrap" justify={align === "right" ? "flex-end" : "flex-start"}>
          {label}
          <Icon size={14} aria-hidden style={{ opacity: active ? 1 : 0.4 }} />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}
