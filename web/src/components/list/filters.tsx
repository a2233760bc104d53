/** The pluggable filters of the Filter panel: each a filter spec plus its control. */
import { Select } from "@mantine/core";
import { PAYMENT_TYPES, type Role } from "@storeops/domain";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { optionLabel } from "../../lib/messages.ts";
import { DateField } from "../form/DateField.tsx";
import { kitText } from "../kit.i18n.ts";
import { DebouncedInput } from "./DebouncedInput.tsx";
import { amountRangeSpec, containsSpec, dateRangeSpec, oneOfSpec, storeSpec } from "./filter-specs.ts";
import type { FilterSpec, Filters, ListDefinition } from "./list-state.ts";
import { useStores } from "./queries.ts";

export interface FilterControlProps {
  filters: Filters;
  set: (patch: Filters) => void;
}

export interface ListFilter extends FilterSpec {
  Control: (props: FilterControlProps) => ReactNode;
  /** Roles that see the control (all when absent). */
  shownTo?: (role: Role) => boolean;
}

/** A list definition whose filters have controls. */
export interface ListConfig extends ListDefinition {
  filters: readonly ListFilter[];
}

export interface Option {
  value: string;
  label: string;
}

function OptionSelect(props: {
  label: string;
  placeholder: string;
  options: Option[];
  value: string | undefined;
  onChange: (value: string) => void;
  testId: string;
  searchable?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Select
      label={props.label}
      placeholder={props.placeholder}
      data={props.options}
      value={props.value ?? null}
      onChange={(value) => props.onChange(value ?? "")}
      clearable
      searchable={props.searchable}
      clearButtonProps={{ "aria-label": t("kit.clear") }}
      data-testid={props.testId}
    />
  );
}

/** One of a closed list (payment type, category…); label and placeholder are i18n keys. */
export function enumFilter(config: {
  key: string;
  column: string;
  label: string;
  placeholder: string;
  options: Option[];
  testId: string;
}): ListFilter {
  return {
    ...oneOfSpec(
      config.key,
      config.column,
      config.options.map((option) => option.value),
    ),
    Control: function EnumControl({ filters, set }) {
      const { t } = useTranslation();
      return (
        <OptionSelect
          {...config}
          label={t(config.label)}
          placeholder={t(config.placeholder)}
          value={filters[config.key]}
          onChange={(value) => set({ [config.key]: value })}
        />
      );
    },
  };
}

/** Status, labelled by the domain. */
export function statusFilter(statuses: readonly string[]): ListFilter {
  const spec = oneOfSpec("status", "status", statuses);
  return {
    ...spec,
    Control: function StatusControl({ filters, set }) {
      const { t } = useTranslation();
      return (
        <OptionSelect
          label={t("kit.status")}
          placeholder={t("kit.all")}
          options={statuses.map((value) => ({ value, label: optionLabel(value) }))}
          value={filters.status}
          onChange={(status) => set({ status })}
          testId="filter-status"
        />
      );
    },
  };
}

/** The stores the user may read; staff work in their current store and do not get it. */
export function storeFilter(): ListFilter {
  return {
    ...storeSpec(),
    shownTo: (role) => role !== "staff",
    Control: function StoreControl({ filters, set }) {
      const { t } = useTranslation();
      const stores = useStores();
      return (
        <OptionSelect
          label={t("kit.store")}
          placeholder={t("kit.allStores")}
          options={(stores.data ?? []).map((store) => ({
            value: store.id,
            label: `${store.code} - ${store.name}`,
          }))}
          value={filters.store}
          onChange={(store) => set({ store })}
          testId="filter-store"
          searchable
        />
      );
    },
  };
}

/** Any text the column contains; the control is the feature's (e.g. with suggestions). */
export function containsFilter(key: string, column: string, Control: ListFilter["Control"]): ListFilter {
  return { ...containsSpec(key, column), Control };
}

export function amountRangeFilter(column = "amount"): ListFilter {
  return {
    ...amountRangeSpec(column),
    Control: function AmountRange({ filters, set }) {
      const { t } = useTranslation();
      const minAboveMax = Boolean(filters.min && filters.max && Number(filters.min) > Number(filters.max));
      const input = (key: "min" | "max", label: string, error?: string) => (
        <DebouncedInput
          label={label}
          type="number"
          min={0}
          step={0.01}
          inputMode="decimal"
          value={filters[key] ?? ""}
          onChange={(value) => set({ [key]: value })}
          error={error}
          data-testid={`filter-${key}`}
        />
      );
      return (
        <>
          {input("min", t("kit.minAmount"))}
          {input("max", t("kit.maxAmount"), minAboveMax ? t("kit.maxBelowMin") : undefined)}
        </>
      );
    },
  };
}

export function dateRangeFilter(column: string): ListFilter {
  return {
    ...dateRangeSpec(column),
    Control: DateRangeControl,
  };
}

/** From and To date fields of a list's filter panel. */
export function DateRangeControl({ filters, set }: FilterControlProps) {
  const { t } = useTranslation();
  const input = (key: "from" | "to", label: string) => (
    <DateField
      label={label}
      value={filters[key] ?? ""}
      onChange={(value) => set({ [key]: value })}
      data-testid={`filter-${key}`}
    />
  );
  return (
    <>
      {input("from", t("kit.fromDate"))}
      {input("to", t("kit.toDate"))}
    </>
  );
}

/** Cash, card, check or other. */
export function paymentTypeFilter(): ListFilter {
  return enumFilter({
    key: "payment_type",
    column: "payment_type",
    label: "kit.fields.paymentType",
    placeholder: "kit.all",
    options: PAYMENT_TYPES.map((value) => ({ value, label: kitText.paymentTypes[value] })),
    testId: "filter-payment",
  });
}

/** The filter kinds, by name: filter.status([…]), filter.amountRange()… */
export const filter = {
  status: statusFilter,
  store: storeFilter,
  oneOf: enumFilter,
  contains: containsFilter,
  amountRange: amountRangeFilter,
  dateRange: dateRangeFilter,
  paymentType: paymentTypeFilter,
};
