import { base, c, namedRecords, notNull } from "../shared/columns.ts";

/** The `industries` table: its columns, store binding, searchable fields and default order. */
export const industriesTable = namedRecords(["name", "code", "description"], {
  ...base,
  name: notNull("text"),
  code: notNull("text"),
  description: c("text"),
  status: notNull("enum"),
  store_count: c("int", { computed: true, notNull: true }),
});
