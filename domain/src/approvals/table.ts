import { base, c, computed, notNull, system, type TableDef } from "../shared/columns.ts";

/** `approval_rules`: which records need which ordered steps, tried in priority order (lowest first). */
export const approvalRulesTable = {
  columns: {
    ...base,
    name: notNull("text"),
    target_table: notNull("enum"),
    store_id: c("ref"),
    store_name: computed("text"),
    amount_from: c("money"),
    amount_to: c("money"),
    vendor: c("text"),
    category: c("text"),
    steps: notNull("json"),
    priority: notNull("int"),
    active: notNull("bool"),
    created_by: system("ref"),
  },
  storeBound: false,
  searchable: ["name", "vendor", "category"],
  defaultOrder: ["priority", "asc"],
} as const satisfies TableDef;

/** `approval_delegations`: a person's approvals held by another for a range of days. */
export const approvalDelegationsTable = {
  columns: {
    ...base,
    delegator_id: notNull("ref"),
    delegator_name: computed("text"),
    delegate_id: notNull("ref"),
    delegate_name: computed("text"),
    starts_on: notNull("date"),
    ends_on: notNull("date"),
    notes: c("text"),
    created_by: system("ref"),
  },
  storeBound: false,
  searchable: ["notes"],
  defaultOrder: ["starts_on", "desc"],
} as const satisfies TableDef;
