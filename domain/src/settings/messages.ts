/** Refused when an admin saves an IP whitelist that would shut out their own connection. */
export const ipWhitelistExcludesCaller = (ip: string) =>
  `The IP whitelist must include your own address (${ip}); saving it would lock you out.`;
