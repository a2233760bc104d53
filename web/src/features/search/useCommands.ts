import { type CommandEntry, commandsFor, matchWords } from "@storeops/domain";
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { fetchPublicStores } from "../../lib/rest.ts";
import { useSession, useUser } from "../../lib/session.tsx";

/** The theme switch the layout gives the search (app/layout/ThemeToggle.tsx, useThemeSwitch). */
export interface ThemeSwitch {
  next: "light" | "dark";
  toggle: () => void;
}

/** One command as Ctrl+K shows it: its words in the shown language and what it does. */
export interface Command {
  id: string;
  label: string;
  kind: CommandEntry["kind"];
  run: () => void;
}

/**
 * Ctrl+K's commands matching `text` (issue #32 item 5): the domain says which a role has; here they
 * get their words and actions. Creating, reviewing and clocking open the screen that does it
 * (`?new=1`, `?review=next`, `?clock=1`), so each goes through that screen's form and the server.
 */
export function useCommands(text: string, theme: ThemeSwitch): Command[] {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useUser();
  const { switchStore } = useSession();
  const assigned = user.role === "staff" ? user.assigned_stores : [];
  // The same query as Settings' store picker: staff read only their current store otherwise.
  const stores = useQuery({
    queryKey: ["public-stores"],
    enabled: assigned.length > 1 && text.trim() !== "",
    queryFn: fetchPublicStores,
    select: (all) => all.filter((store) => assigned.includes(store.id)),
  });
  const commands = useMemo(() => {
    const words = (kind: string) => t(`search.commands.words.${kind}`);
    return commandsFor(user.role, { stores: assigned.length })
      .flatMap((entry): Command[] => {
        const command = (label: string, run: () => void, id = entry.id) => ({
          id,
          label,
          kind: entry.kind,
          run,
        });
        switch (entry.kind) {
          case "open":
            return [
              command(t("search.commands.open", { screen: t(entry.label) }), () => navigate(entry.path)),
            ];
          case "create":
            return [
              command(t(`search.commands.create.${entry.table}`), () => navigate(`${entry.path}?new=1`)),
            ];
          case "review":
            return [
              command(t(`search.commands.review.${entry.table}`), () =>
                navigate(`${entry.path}?review=next`),
              ),
            ];
          case "clock":
            return [command(t("search.commands.clock"), () => navigate("/time-attendance?clock=1"))];
          case "store":
            return (stores.data ?? [])
              .filter((store) => store.id !== user.current_store_id)
              .map((store) =>
                command(
                  t("search.commands.store", { store: `${store.code} · ${store.name}` }),
                  () => void switchStore(store.id).catch(() => navigate("/settings")),
                  `store:${store.id}`,
                ),
              );
          default: // the theme
            return [command(t(`search.commands.${theme.next}`), theme.toggle)];
        }
      })
      .map((command) => ({ ...command, words: `${command.label} ${words(command.kind)}` }));
  }, [t, navigate, user.role, user.current_store_id, assigned.length, stores.data, switchStore, theme]);
  return useMemo(() => matchWords(commands, text, (command) => command.words), [commands, text]);
}
