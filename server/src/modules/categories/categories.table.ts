import { MSG, TABLES } from "@storeops/domain";
import { sql } from "kysely";
import { badRequest, conflict, inUse } from "../../errors.ts";
import { deleteWithAudit, insertWithAudit, newRecord, updateWithAudit } from "../../rest/record-writes.ts";
import type { TableModule } from "../../rest/table-module.ts";
import type { Patch, Stored, WriteContext } from "../../rest/write-context.ts";
import { findNameClash, industryExists, isCategoryInUse } from "./categories.repository.ts";

type Context = WriteContext<"categories">;
type Category = Pick<Stored<"categories">, "name" | "kind" | "industry_id"> & { id?: string };

/** A name a store of the industry would already see, or an industry that does not exist, is refused. */
async function assertSavable(ctx: Context, category: Category): Promise<void> {
  if (category.industry_id !== null && !(await industryExists(ctx.trx, category.industry_id))) {
    throw badRequest(MSG.categoryIndustryMissing, { fields: { industry_id: [MSG.categoryIndustryMissing] } });
  }
  if (await findNameClash(ctx.trx, category)) {
    throw conflict(MSG.categoryExists);
  }
}

// Expenses keep their category as text: a category in use keeps its name, kind and industry.
const IDENTITY = ["name", "kind", "industry_id"] as const;

async function update(ctx: Context, before: Stored<"categories">, patch: Patch<"categories">) {
  const after = { ...before, ...patch };
  const changed = IDENTITY.filter(
    (column) => patch[column] !== undefined && patch[column] !== before[column],
  );
  if (changed.length > 0) {
    if (await isCategoryInUse(ctx.trx, before)) throw inUse(MSG.categoryChangeInUse);
    await assertSavable(ctx, after);
  }
  await updateWithAudit(ctx, before, patch);
}

/** Categories as the generic front serves them: admins write, every role reads. */
export const categoriesTable: TableModule<"categories"> = {
  table: "categories",
  definition: TABLES.categories,
  computed: {
    // The industry's name by join, like a store's, so a rename shows at once.
    industry: (t) => sql`(select i.name from industries i where i.id = ${sql.ref(`${t}.industry_id`)})`,
  },
  describe: (row) => `${row.kind ?? "expense"} category ${row.name ?? row.id}`,
  writes: {
    async create(ctx, input) {
      const values = newRecord(ctx, input);
      values.industry_id ??= null;
      await assertSavable(ctx, {
        name: values.name ?? "",
        kind: values.kind ?? "expense",
        industry_id: values.industry_id,
      });
      return insertWithAudit(ctx, values);
    },
    update,
    // A category expenses use stays; deactivating it stops offering it.
    async remove(ctx, row) {
      if (await isCategoryInUse(ctx.trx, row)) throw inUse(MSG.categoryInUse);
      return deleteWithAudit(ctx, row);
    },
  },
};
