/**
 * Saved views (docs/decisions.md, Saved views): a list's filters, sort, columns and page size kept
 * by name. Every check words its own refusal (messages.ts); the state is capped in size so no
 * client can fill the server.
 */
import { z } from "zod";
import { ROLES } from "../access/roles.ts";
import { SAVED_VIEW_MESSAGES as M } from "./messages.ts";
import {
  SAVED_VIEW_FILTER_VALUE_MAX,
  SAVED_VIEW_LISTS,
  SAVED_VIEW_MAX_COLUMNS,
  SAVED_VIEW_MAX_FILTERS,
  SAVED_VIEW_NAME_MAX,
  SAVED_VIEW_PAGE_SIZES,
  SAVED_VIEW_STATE_MAX_BYTES,
} from "./options.ts";

/** The bytes of `text` in UTF-8, as the server stores it. */
function utf8Length(text: string): number {
  let bytes = 0;
  for (const char of text) {
    const point = char.codePointAt(0) ?? 0;
    bytes += point < 0x80 ? 1 : point < 0x800 ? 2 : point < 0x10000 ? 3 : 4;
  }
  return bytes;
}

/** A list's URL key or column name: lower-case words joined by "_". */
const KEY = /^[a-z][a-z0-9_]{0,39}$/;
const key = () => z.string({ error: M.savedViewStateInvalid }).regex(KEY, M.savedViewStateInvalid);

/** What a view restores: the list's URL filters, its sort, the columns shown and the rows per page. */
export const ZSavedViewState = z
  .strictObject(
    {
      filters: z
        .record(
          key(),
          z
            .string({ error: M.savedViewStateInvalid })
            .max(SAVED_VIEW_FILTER_VALUE_MAX, M.savedViewStateTooLarge),
          { error: M.savedViewStateInvalid },
        )
        .refine((filters) => Object.keys(filters).length <= SAVED_VIEW_MAX_FILTERS, M.savedViewStateTooLarge)
        .default({}),
      sort: z
        .strictObject(
          { column: key(), direction: z.enum(["asc", "desc"], { error: M.savedViewStateInvalid }) },
          { error: M.savedViewStateInvalid },
        )
        .nullable()
        .optional(),
      columns: z
        .array(key(), { error: M.savedViewStateInvalid })
        .max(SAVED_VIEW_MAX_COLUMNS, M.savedViewStateTooLarge)
        .nullable()
        .optional(),
      page_size: z
        .number({ error: M.savedViewPageSizeInvalid })
        .refine(
          (size) => (SAVED_VIEW_PAGE_SIZES as readonly number[]).includes(size),
          M.savedViewPageSizeInvalid,
        )
        .nullable()
        .optional(),
    },
    { error: M.savedViewStateInvalid },
  )
  .refine(
    (state) => utf8Length(JSON.stringify(state)) <= SAVED_VIEW_STATE_MAX_BYTES,
    M.savedViewStateTooLarge,
  );
export type TSavedViewState = z.infer<typeof ZSavedViewState>;

const name = () =>
  z
    .string({ error: M.savedViewNameRequired })
    .trim()
    .min(1, M.savedViewNameRequired)
    .max(SAVED_VIEW_NAME_MAX, M.savedViewNameTooLong)
    .refine((value) => !/[\p{Cc}\u2028\u2029]/u.test(value), M.savedViewNameOneLine);

const fields = {
  name: name(),
  state: ZSavedViewState,
  shared_role: z.enum(ROLES, { error: M.savedViewShareInvalid }).nullable().optional(),
  /** The caller's own default for the list (docs/decisions.md, Saved views: one per person and list). */
  is_default: z.boolean({ error: M.savedViewDefaultInvalid }).optional(),
};

export const ZSavedViewCreate = z.strictObject({
  list: z.enum(SAVED_VIEW_LISTS, { error: M.savedViewListUnknown }),
  ...fields,
});
export type TSavedViewCreate = z.input<typeof ZSavedViewCreate>;

/** A view keeps its list; its name, state, sharing and the caller's default change. */
export const ZSavedViewUpdate = z.strictObject(fields).partial();
export type TSavedViewUpdate = z.input<typeof ZSavedViewUpdate>;
