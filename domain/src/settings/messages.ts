/** Messages of the settings screens (ours); merged into MSG. */
export const SETTINGS_MESSAGES = {
  settingsNotPermitted: "You do not have permission to change these settings.",
} as const;

/** Ours: PUT /api/settings/{section} with a section that does not exist. */
export function unknownSettingsSection(section: string): string {
  return `Unknown settings section: ${section}`;
}

/** Ours: more API requests in the hour than Settings → System allows. */
export function apiRateLimitExceeded(limit: number): string {
  return `API rate limit of ${limit} requests per hour exceeded. Try again later.`;
}

/** Refused when an admin saves an IP whitelist that would shut out their own connection. */
export const ipWhitelistExcludesCaller = (ip: string) =>
  `The IP whitelist must include your own address (${ip}); saving it would lock you out.`;
