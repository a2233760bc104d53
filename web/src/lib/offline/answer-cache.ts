/**
 * The last answer of each GET /api/… the app made, kept in the browser's Cache Storage, so the app
 * opens without a connection for the person signed in on this device: the session, their screens'
 * lists and figures as they last saw them (issue #30; docs/decisions.md, Offline). Only JSON
 * answers of 200 are kept, at most MAX_ANSWERS (the oldest go first); signing out forgets them all.
 * The service worker never answers /api itself (web/vite.pwa.ts): the page decides, so a failed
 * call is answered from here only when the network is down, never instead of a refusal.
 */
const CACHE = "storeops-api-answers-v1";
const MAX_ANSWERS = 400;
/** How many answers are kept between two trims. */
const TRIM_EVERY = 40;

let kept = 0;

const available = () => typeof caches !== "undefined";

function keyOf(path: string): string {
  return new URL(`/api${path}`, window.location.origin).href;
}

/** Keeps a copy of a GET's answer (in the background: the caller never waits for it). */
export function keepAnswer(path: string, response: Response): void {
  if (!available() || response.status !== 200) return;
  if (!(response.headers.get("content-type") ?? "").includes("json")) return;
  const copy = response.clone();
  void caches
    .open(CACHE)
    .then(async (cache) => {
      await cache.put(keyOf(path), copy);
      kept += 1;
      if (kept % TRIM_EVERY === 0) await trim(cache);
    })
    .catch(() => undefined);
}

async function trim(cache: Cache): Promise<void> {
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - MAX_ANSWERS)).map((key) => cache.delete(key)));
}

/** The kept answer of a GET, if any. */
export async function keptAnswer(path: string): Promise<Response | undefined> {
  if (!available()) return undefined;
  try {
    return await (await caches.open(CACHE)).match(keyOf(path), { ignoreVary: true });
  } catch {
    return undefined;
  }
}

/** Forgets every kept answer (signing out: the next person on this device sees none of them). */
export async function forgetAnswers(): Promise<void> {
  if (!available()) return;
  await caches.delete(CACHE).catch(() => false);
}
