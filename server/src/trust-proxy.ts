import { isIP } from "node:net";

/**
 * TRUST_PROXY: which hops in front of the app may say who the client is through
 * `X-Forwarded-For` (and the host and scheme through `X-Forwarded-Host` / `-Proto`).
 * - `false`: nobody; the client is the socket's address.
 * - a hop count: that many proxies stand in front, each appending the address it was called
 *   from; `1` (one proxy) makes the client the last address of the header, whatever the
 *   client itself wrote in front of it.
 * - addresses: only a socket from one of these addresses or ranges is a proxy, and the client is
 *   the first address, read from the right, that is not one of them.
 * Trusting every hop is never offered: the client would choose its own address.
 */
export type TrustProxy = false | { hops: number } | { addresses: string[] };

/** proxy-addr's names of ranges, also accepted in the list. */
const RANGE_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

function validEntry(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address = "", bits, extra] = entry.split("/");
  const version = isIP(address);
  if (version === 0 || extra !== undefined) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128);
}

/** Reads TRUST_PROXY; the error text says what to set instead. */
export function parseTrustProxy(raw: string | undefined): TrustProxy | Error {
  const value = raw?.trim() ?? "";
  if (value === "" || value === "0" || value.toLowerCase() === "false") return false;
  if (/^\d+$/.test(value)) return { hops: Number(value) };
  const entries = value.split(",").map((entry) => entry.trim());
  if (entries.every((entry) => entry !== "" && validEntry(entry))) return { addresses: entries };
  return new Error(
    `TRUST_PROXY must be the number of proxies in front of the app (1 for one) or their addresses (e.g. 10.0.0.5 or 10.0.0.0/8), not "${raw}": trusting every hop would let a client choose its own address.`,
  );
}

/** Fastify's `trustProxy` option for a TRUST_PROXY: a hop count as a function (Fastify's own number option trusts nobody). */
export function trustProxyOption(
  trust: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (trust === false) return false;
  if ("addresses" in trust) return trust.addresses;
  const { hops } = trust;
  return (_address, hop) => hop < hops;
}
