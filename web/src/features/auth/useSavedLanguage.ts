import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { type GeneralSettings, showLanguage } from "../../lib/language.ts";
import { fetchOwnSettings, OWN_SETTINGS_KEY } from "./profile.api.ts";

/**
 * The signed-in user's saved language wins: applied as the back office loads on any device, and
 * again whenever it is saved (Profile, Settings → General answer the settings they saved).
 */
export function useSavedLanguage(enabled: boolean): void {
  const settings = useQuery({
    queryKey: OWN_SETTINGS_KEY,
    queryFn: fetchOwnSettings,
    enabled,
    retry: false,
    staleTime: 60_000,
  });
  const saved = (settings.data as GeneralSettings | undefined)?.general?.language;
  useEffect(() => {
    if (saved) void showLanguage(saved);
  }, [saved]);
}
