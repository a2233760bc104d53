import { formatCount, formatDollarsWhole } from "../../lib/format.ts";
import { isNumber } from "./dashboard.api.ts";

/** Card values only for figures the server sent; a missing figure means no card, never a zero. */
export const money = (value: number | null | undefined): string | null =>
  isNumber(value) ? formatDollarsWhole(value) : null;

export const count = (value: number | null | undefined): string | null =>
  isNumber(value) ? formatCount(value) : null;
