import { Group, Paper, Select, SimpleGrid } from "@mantine/core";
import { IconX } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useUser } from "../../lib/session.tsx";
import { IconButton } from "../IconButton.tsx";
import type { ListConfig, Option } from "./filters.tsx";
import type { ListControls } from "./useListState.ts";

/** The Filter panel: the list's filters the role may use, and the sort; values go to the URL. */
export function FilterPanel({
  config,
  controls,
  sortOptions,
}: {
  config: ListConfig;
  controls: ListControls;
  sortOptions: Option[];
}) {
  const { t } = useTranslation();
  const user = useUser();
  const { filters, sort } = controls.state;
  return (
    <Paper withBorder p="md" radius="md" data-testid="filter-panel">
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
        {config.filters.map(
          ({ Control, shownTo }, index) =>
            (shownTo?.(user.role) ?? true) && (
              // biome-ignore lint/suspicious/noArrayIndexKey: the filters of a list never reorder
              <Control key={index} filters={filters} set={controls.setFilters} />
            ),
        )}
        <Select
          label={t("kit.sortBy")}
          data={sortOptions}
          value={`${sort.column}.${sort.direction}`}
          onChange={(value) => {
            const [column = "", direction] = (value ?? "").split(".");
            if (column) controls.setSort({ column, direction: direction === "asc" ? "asc" : "desc" });
          }}
          allowDeselect={false}
          data-testid="filter-sort"
        />
      </SimpleGrid>
      <Group justify="flex-end" mt="sm">
        <IconButton variant="subtle" size="xs" icon={IconX} onClick={controls.clearFilters}>
          {t("kit.clearFilters")}
        </IconButton>
      </Group>
    </Paper>
  );
}
