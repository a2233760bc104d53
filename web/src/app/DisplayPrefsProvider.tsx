import { type DisplayPrefs, displayPrefs } from "@storeops/domain";
import { useQuery } from "@tanstack/react-query";
import { Fragment, type ReactNode } from "react";
import { fetchSettings } from "../features/settings/settings.api.ts";
import { setDisplayPrefs } from "../lib/format.ts";
import { SETTINGS_QUERY_KEY, useUser } from "../lib/session.tsx";

const KEPT_KEY = "storeops-display-prefs";

/** The prefs this browser last saw for the user, so a screen opens in them before settings arrive. */
function keptPrefs(userId: string): DisplayPrefs | null {
  try {
    const kept = JSON.parse(localStorage.getItem(KEPT_KEY) ?? "null") as {
      user?: string;
      prefs?: object;
    } | null;
    return kept?.user === userId && kept.prefs ? displayPrefs(kept.prefs) : null;
  } catch {
    return null;
  }
}

function keep(userId: string, prefs: DisplayPrefs): void {
  try {
    localStorage.setItem(KEPT_KEY, JSON.stringify({ user: userId, prefs }));
  } catch {
    // Without storage the screens open in the defaults until the settings arrive.
  }
}

/**
 * Every date, time and amount on the signed-in screens follows the person's General settings
 * (falling back to the application's, which the server merges in). A change of them (a save in
 * Settings) renders the screens again in the new formats.
 */
export function DisplayPrefsProvider({ children }: { children: ReactNode }) {
  const user = useUser();
  const settings = useQuery({ queryKey: SETTINGS_QUERY_KEY, queryFn: fetchSettings });
  const general = settings.data?.general;
  const prefs = general ? displayPrefs(general) : (keptPrefs(user.id) ?? displayPrefs(null));
  if (general) keep(user.id, prefs);
  setDisplayPrefs(prefs);
  const signature = `${prefs.date_format}|${prefs.time_format}|${prefs.timezone}|${prefs.currency}`;
  return <Fragment key={signature}>{children}</Fragment>;
}
