/** How the benchmark asks: one GET as a browser sends it, sign-in, samples and throughput. */
import fs from "node:fs";
import http from "node:http";
import autocannon from "autocannon";
import { ROLE_EMAILS, type Role } from "./calls.ts";

/** As a browser asks: compressed. The bytes counted are what travels. */
export const ACCEPT = { "accept-encoding": "br, gzip" };

export async function signIn(base: string, role: Role): Promise<string> {
  // After a throughput run of slow calls the server is still answering the requests queued by
  // it (a second each): a sign-in then times out (408) or is turned away (503). It waits them out.
  // On SQLite the two servers of a run write one file: a sign-in whose read snapshot the other
  // server's write overtook fails (500, SQLITE_BUSY_SNAPSHOT) and is tried again.
  for (let attempt = 1; ; attempt++) {
    const response = await fetch(`${base}/api/auth/v1/token`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      // Staff work in one store at a time: the generated store the generator assigned them.
      body: JSON.stringify({
        email: ROLE_EMAILS[role],
        password: "Demo1234",
        ...(role === "staff" ? { store_code: "GEN-001" } : {}),
      }),
    });
    if (response.ok) return ((await response.json()) as { access_token: string }).access_token;
    if (![408, 429, 500, 503].includes(response.status) || attempt >= 30)
      throw new Error(`sign-in as ${role}: ${response.status}`);
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
}

/** One GET, its body as it came over the wire (still compressed). */
export function rawGet(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks) }));
        response.on("error", reject);
      })
      .on("error", reject);
  });
}

export interface Samples {
  p50Ms: number;
  p99Ms: number;
  bytes: number;
  count: number;
}

/**
 * Single requests one after another: `warmup` unmeasured, then `samples`, stopping early (after at
 * least 5) once `maxMs` have gone, so a call of a second does not hold the run for a minute.
 */
export async function sampleCalls(
  url: string,
  headers: Record<string, string>,
  options: { samples: number; warmup: number; maxMs?: number },
): Promise<Samples> {
  const asked = { ...headers, ...ACCEPT };
  let bytes = 0;
  const once = async (): Promise<number> => {
    const started = performance.now();
    const { status, body } = await rawGet(url, asked);
    const ms = performance.now() - started;
    // The export gate still busy with the throughput window's exports: wait, as a client would.
    if (status === 503 || status === 429) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      return once();
    }
    if (status !== 200 && status !== 206) throw new Error(`HTTP ${status} ${body.subarray(0, 200)}`);
    bytes = body.byteLength;
    return ms;
  };
  const begun = performance.now();
  for (let i = 0; i < options.warmup; i++) await once();
  const times: number[] = [];
  while (times.length < options.samples) {
    times.push(await once());
    if (options.maxMs && times.length >= 5 && performance.now() - begun > options.maxMs) break;
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
  return { p50Ms: at(0.5), p99Ms: at(0.99), bytes, count: times.length };
}

export interface Throughput {
  rps: number;
  loadP99Ms: number;
  non2xx: number;
  total: number;
}

/** Requests a second at `connections`; `token` (when given) picks each request's bearer token. */
export async function throughput(
  url: string,
  headers: Record<string, string>,
  options: { connections: number; duration: number; token?: () => string },
): Promise<Throughput> {
  const token = options.token;
  const load = await autocannon({
    url,
    headers: { ...headers, ...ACCEPT },
    connections: options.connections,
    duration: options.duration,
    ...(token
      ? {
          requests: [
            {
              setupRequest: (request) => ({
                ...request,
                headers: { ...request.headers, authorization: `Bearer ${token()}` },
              }),
            },
          ],
        }
      : {}),
  });
  await drained(new URL(url).origin);
  return {
    rps: load.requests.average,
    loadP99Ms: load.latency.p99,
    non2xx: load.non2xx,
    total: load.requests.total,
  };
}

/**
 * Waits until the server has answered what the run left queued: autocannon stops sending when its
 * time is up, but a call of a second each leaves 32 requests behind it, half a minute of work that
 * the next measurement would otherwise wait behind (a page of 5 ms read as 4.9 s). Done when the
 * health route answers within 20 ms twice running, or after two minutes.
 */
async function drained(origin: string): Promise<void> {
  const until = Date.now() + 120_000;
  let quick = 0;
  while (quick < 2 && Date.now() < until) {
    const started = performance.now();
    await fetch(`${origin}/api/health`).then(
      (response) => response.arrayBuffer(),
      () => undefined,
    );
    quick = performance.now() - started <= 20 ? quick + 1 : 0;
    if (quick < 2) await new Promise((resolve) => setTimeout(resolve, quick === 0 ? 250 : 20));
  }
}

/** The process's peak resident memory (VmHWM), in MB. */
export function peakMemoryMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

/** The value at quantile `q` (0–1) of values sorted ascending. */
export const quantile = (sorted: number[], q: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? 0;

/** Asks `base`/api/health 10 ms apart until `until` resolves; each wait in ms. */
export async function probeHealth(base: string, until: Promise<unknown>): Promise<number[]> {
  let stop = false;
  void until.then(() => {
    stop = true;
  });
  const waits: number[] = [];
  while (!stop) {
    const started = performance.now();
    await (await fetch(`${base}/api/health`)).arrayBuffer();
    waits.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return waits;
}
