import { Badge, Button, Group, Title } from "@mantine/core";
import { isSavedViewList } from "@storeops/domain";
import { IconFilter, IconSearch } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { IconButton } from "../IconButton.tsx";
import { DebouncedInput } from "./DebouncedInput.tsx";
import { ListViews } from "./ListViews.tsx";
import { activeFilterCount } from "./list-state.ts";
import type { ListControls } from "./useListState.ts";

interface ListToolbarProps {
  title: string;
  searchPlaceholder: string;
  controls: ListControls;
  filtersOpen: boolean;
  onToggleFilters: () => void;
  /** More buttons (Export). */
  extra?: ReactNode;
  /** The table's columns a person may hide, which a saved view keeps. */
  hideable?: readonly string[];
}

/**
 * The list's heading with the search box, the Filter button, extra buttons and the Views menu
 * (every list that offers saved views). Under the sm
 * breakpoint the search box has a row of its own across the whole width (beside Filter and Export
 * a phone left it ~100 px, "Search n…"); the buttons follow on the next row.
 */
export function ListToolbar({
  title,
  searchPlaceholder,
  controls,
  filtersOpen,
  onToggleFilters,
  extra,
  hideable,
}: ListToolbarProps) {
  const { t } = useTranslation();
  const active = activeFilterCount(controls.state.filters, controls.definition);
  const list = controls.definition.table;
  return (
    <Group justify="space-between" align="end" gap="sm">
      <Title order={2} size="h4">
        {title}
      </Title>
      <Group gap="xs" wrap="wrap" w={{ base: "100%", sm: "auto" }} data-testid="list-toolbar">
        <DebouncedInput
          aria-label={t("kit.search")}
          placeholder={searchPlaceholder}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={controls.state.filters.q ?? ""}
          onChange={(q) => controls.setFilters({ q })}
          flex={{ base: "1 1 100%", sm: "0 0 300px" }}
          data-testid="list-search"
        />
        {controls.state.filters.id && (
          <Button variant="subtle" onClick={() => controls.setFilters({ id: "" })} data-testid="show-all">
            {t("kit.showAll")}
          </Button>
        )}
        <IconButton
          variant={filtersOpen ? "light" : "default"}
          icon={IconFilter}
          rightSection={
            active > 0 ? (
              <Badge size="xs" circle>
                {active}
              </Badge>
            ) : undefined
          }
          onClick={onToggleFilters}
          aria-expanded={filtersOpen}
          data-testid="filter-toggle"
        >
          {t("kit.filter")}
        </IconButton>
        {extra}
        {isSavedViewList(list) && <ListViews list={list} controls={controls} hideable={hideable} />}
      </Group>
    </Group>
  );
}
