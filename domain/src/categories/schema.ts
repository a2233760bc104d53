/** Categories (docs/decisions.md, Categories). Name uniqueness is checked by the server. */
import { z } from "zod";
import { id, intBetween, oneOf, requiredText } from "../shared/fields.ts";
import { CATEGORY_KINDS, CATEGORY_NAME_LIMIT } from "./options.ts";

const fields = {
  name: requiredText("Category name", CATEGORY_NAME_LIMIT),
  kind: oneOf("Kind", CATEGORY_KINDS),
  industry_id: id().nullable().optional(),
  active: z.boolean().optional(),
  sort_order: intBetween("Sort order", 0, 9999).optional(),
};

export const ZCategoryCreate = z.strictObject({
  ...fields,
  kind: fields.kind.default("expense"),
  active: fields.active.default(true),
  sort_order: fields.sort_order.default(0),
});

export const ZCategoryUpdate = z.strictObject(fields).partial();
