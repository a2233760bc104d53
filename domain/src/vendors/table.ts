import { base, c, computed, namedRecords, notNull } from "../shared/columns.ts";

/** The `vendors` table: its columns, store binding, searchable fields and default order. */
export const vendorsTable = namedRecords(
  ["name", "code", "contact_person", "email", "phone", "address", "tax_id"],
  {
    ...base,
    name: notNull("text"),
    code: notNull("text"),
    contact_person: c("text"),
    email: c("text"),
    phone: c("text"),
    address: c("text"),
    tax_id: c("text"),
    payment_terms: notNull("text"),
    notes: c("text"),
    status: notNull("enum"),
    category: notNull("text"),
    /** Other names its bills come under (docs/decisions.md, Duplicate bills): a list of text. */
    aliases: c("json"),
    total_purchases: c("money", { computed: true, notNull: true }),
    last_purchase: computed("date"),
  },
);
