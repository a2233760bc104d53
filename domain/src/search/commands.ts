/**
 * The commands of Ctrl+K beside its search (issue #32 item 5): what a role may do from the
 * keyboard, each offered only where the permission matrix lets the role do it. The web runs them;
 * the server still decides every write they lead to.
 */
import { accessFor, can, mayTakeAction } from "../access/permissions.ts";
import type { Role } from "../access/roles.ts";
import { canOpen, menuFor } from "../access/routes.ts";
import type { TableName } from "../tables.ts";

/** The screens whose create form a command opens (`?new=1`), by the table they create. */
export const CREATE_COMMANDS = [
  { table: "purchases", path: "/purchases" },
  { table: "expenses", path: "/expenses" },
  { table: "daily_income", path: "/daily-income" },
  { table: "cash_ups", path: "/cash-ups" },
] as const satisfies readonly { table: TableName; path: string }[];

/** The lists whose next waiting record a command opens for review (`?review=next`). */
export const REVIEW_COMMANDS = [
  { table: "purchases", path: "/purchases" },
  { table: "expenses", path: "/expenses" },
] as const satisfies readonly { table: TableName; path: string }[];

export type CommandEntry =
  | { kind: "open"; id: string; path: string; label: string }
  | { kind: "create"; id: string; path: string; table: TableName }
  | { kind: "review"; id: string; path: string; table: TableName }
  | { kind: "clock"; id: "clock" }
  | { kind: "store"; id: "store" }
  | { kind: "theme"; id: "theme" };

/** Every command a role has: open each screen of its menu, create, review, clock, switch store, theme. */
export function commandsFor(role: Role, options: { stores: number }): CommandEntry[] {
  const commands: CommandEntry[] = menuFor(role).map((route) => ({
    kind: "open",
    id: `open:${route.path}`,
    path: route.path,
    label: route.label,
  }));
  for (const { table, path } of CREATE_COMMANDS)
    if (can(role, table, "create") && canOpen(role, path))
      commands.push({ kind: "create", id: `create:${table}`, path, table });
  for (const { table, path } of REVIEW_COMMANDS)
    if (mayTakeAction(role, table, "approve") && canOpen(role, path))
      commands.push({ kind: "review", id: `review:${table}`, path, table });
  // Staff clock themselves (the matrix's "clock" access) and pick among their assigned stores.
  if (accessFor(role, "employee_time_entries", "create") === "clock" && canOpen(role, "/time-attendance"))
    commands.push({ kind: "clock", id: "clock" });
  if (role === "staff" && options.stores > 1) commands.push({ kind: "store", id: "store" });
  commands.push({ kind: "theme", id: "theme" });
  return commands;
}

/** Lower case without accents: "Nómina" and "nomina" read the same. */
export const foldText = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{Mn}/gu, "")
    .toLowerCase();

/** The items whose words (their label and synonyms, in the shown language) contain every word typed. */
export function matchWords<T>(items: readonly T[], text: string, wordsOf: (item: T) => string): T[] {
  const words = foldText(text).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  return items.filter((item) => {
    const haystack = foldText(wordsOf(item));
    return words.every((word) => haystack.includes(word));
  });
}
