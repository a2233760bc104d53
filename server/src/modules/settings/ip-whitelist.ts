import { BlockList, isIP } from "node:net";
import { ipWhitelistExcludesCaller, MSG } from "@storeops/domain";
import type { Actor } from "../../access/actor.ts";
import { badRequest } from "../../errors.ts";

/**
 * The organisation's IP whitelist (Settings → Security), and a store's (Store Settings → Security): a comma-separated list of addresses and
 * CIDR ranges. Empty allows every address. It applies to signing in and to every signed-in API
 * call; the public careers pages stay open to everyone.
 */
export type IpWhitelist = BlockList | null;

/** An IPv4 address seen through an IPv6 socket ("::ffff:10.0.0.7") as the IPv4 address it is. */
function plain(ip: string): string {
  return ip.startsWith("::ffff:") && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip;
}

/** The list's entries that are neither an address nor a range (none means the list is valid). */
export function invalidWhitelistEntries(text: string): string[] {
  return entries(text).filter((entry) => !parseEntry(entry));
}

function entries(text: string): string[] {
  return text
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
}

function parseEntry(entry: string): { address: string; prefix?: number; family: "ipv4" | "ipv6" } | null {
  const [address = "", prefixText, extra] = entry.split("/");
  const version = isIP(address);
  if (!version || extra !== undefined) return null;
  const family = version === 4 ? "ipv4" : "ipv6";
  if (prefixText === undefined) return { address, family };
  const prefix = Number(prefixText);
  const max = version === 4 ? 32 : 128;
  if (!/^\d{1,3}$/.test(prefixText) || prefix > max) return null;
  return { address, prefix, family };
}

/** The list as a matcher; null when it allows everyone (empty). Invalid entries are skipped. */
export function parseWhitelist(text: string): IpWhitelist {
  const parsed = entries(text).flatMap((entry) => parseEntry(entry) ?? []);
  if (parsed.length === 0) return null;
  const list = new BlockList();
  for (const { address, prefix, family } of parsed) {
    if (prefix === undefined) list.addAddress(address, family);
    else list.addSubnet(address, prefix, family);
  }
  return list;
}

export function ipAllowed(list: IpWhitelist, ip: string): boolean {
  if (!list) return true;
  const address = plain(ip);
  const version = isIP(address);
  if (!version) return false;
  return list.check(address, version === 4 ? "ipv4" : "ipv6");
}

const parsedCache = new Map<string, IpWhitelist>();

/** The matcher of a saved list, parsed once per distinct text. */
export function whitelistOf(text: string): IpWhitelist {
  let list = parsedCache.get(text);
  if (list === undefined) {
    if (parsedCache.size > 20) parsedCache.clear();
    list = parseWhitelist(text);
    parsedCache.set(text, list);
  }
  return list;
}

/** Every entry an address or range, and the user saving it still inside it (or they would be shut out). */
export function assertWhitelist(text: string, actor: Actor): void {
  if (invalidWhitelistEntries(text).length > 0) throw badRequest(MSG.ipWhitelistInvalid);
  if (!ipAllowed(parseWhitelist(text), actor.audit.ip))
    throw badRequest(ipWhitelistExcludesCaller(actor.audit.ip));
}
