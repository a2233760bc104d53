/**
 * The benchmark of issue #15: on the large generated business (made on first use by bench:data),
 * on SQLite and PostgreSQL, at scale 1 (~1M transactions) and 0.1 (~100k), it starts the server as
 * its own process and measures every call a screen makes: the median and p99 of single requests,
 * throughput at 32 connections as a share of the health route's, response bytes as sent (compressed,
 * as a browser asks) and the server's peak memory. Prints a table per run, the cost growth
 * 100k → 1M, and writes JSON to bench/results/.
 *
 *   npm run bench [-- --engines sqlite,postgres --scales 1,0.1 --samples 40 --duration 3]
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { type BenchCall, benchCalls, ROLE_EMAILS, type Role } from "./calls.ts";
import {
  type CallResult,
  printGrowth,
  printRun,
  type RunResult,
  withinBudget,
  writeResults,
} from "./report.ts";
import { startServer } from "./server-process.ts";

const { values } = parseArgs({
  options: {
    engines: { type: "string", default: "sqlite,postgres" },
    scales: { type: "string", default: "1,0.1" },
    samples: { type: "string", default: "40" },
    duration: { type: "string", default: "3" },
    connections: { type: "string", default: "32" },
    postgres: {
      type: "string",
      default: process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432",
    },
    /** Use this SQLite data folder / PostgreSQL database instead of the default per scale. */
    "sqlite-dir": { type: "string" },
    "postgres-db": { type: "string" },
    /** Measure only the calls whose name contains one of these (comma-separated); health always. */
    only: { type: "string" },
    /** Lighthouse on /, /login and /careers after the calls (skipped with --only unless asked). */
    lighthouse: { type: "boolean" },
    "no-lighthouse": { type: "boolean" },
  },
});
const root = path.resolve(import.meta.dirname, "../..");
const serverDir = path.resolve(import.meta.dirname, "..");
const samples = Number(values.samples);
const duration = Number(values.duration);
const connections = Number(values.connections);
const end = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

/** The server URL with its database part set to `name` (the given URL may name one or none). */
function databaseUrl(server: string, name: string): string {
  const url = new URL(server);
  url.pathname = `/${name}`;
  return url.toString();
}

function databaseFor(engine: string, scale: string): NodeJS.ProcessEnv {
  const tag = `scale-${scale.replace(".", "_")}`;
  if (engine === "postgres") {
    const name = values["postgres-db"] ?? `storeops_bench_${tag.replace("-", "_")}`;
    spawnSync("psql", [values.postgres, "-qc", `create database ${name}`], { stdio: "ignore" });
    return {
      DATABASE_URL: databaseUrl(values.postgres, name),
      DATA_DIR: path.join(root, "bench/.data", tag),
    };
  }
  return {
    DATABASE_URL: "",
    DATA_DIR: values["sqlite-dir"] ?? path.join(root, "bench/.data", `sqlite-${tag}`),
  };
}

function generate(env: NodeJS.ProcessEnv, scale: string) {
  const run = spawnSync(
    "node",
    [
      "--import",
      "tsx",
      "bench/data/generate.ts",
      "--stores",
      "50",
      "--years",
      "3",
      "--scale",
      scale,
      "--end",
      end,
    ],
    {
      cwd: serverDir,
      env: { ...process.env, ...env },
      stdio: "inherit",
    },
  );
  if (run.status !== 0) throw new Error("bench:data failed");
}

function peakMemoryMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

async function signIn(base: string, role: Role): Promise<string> {
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
  if (!response.ok) throw new Error(`sign-in as ${role}: ${response.status}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** One GET, its body as it came over the wire (still compressed). */
function rawGet(url: string, headers: Record<string, string>): Promise<{ status: number; body: Buffer }> {
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

async function measure(
  base: string,
  call: BenchCall,
  headers: Record<string, string>,
): Promise<Omit<CallResult, "floorShare" | "ok" | "peakMb">> {
  const url = base + call.path;
  let bytes = 0;
  // As a browser asks: compressed. `bytes` is what travels, as the phone downloads it.
  const asked = { ...headers, "accept-encoding": "br, gzip" };
  const once = async () => {
    const started = performance.now();
    const { status, body } = await rawGet(url, asked);
    const ms = performance.now() - started;
    if (status !== 200 && status !== 206)
      throw new Error(`${call.name}: HTTP ${status} ${body.subarray(0, 200)}`);
    bytes = body.byteLength;
    return ms;
  };
  if (call.once) {
    const ms = await once();
    return { name: call.name, kind: call.kind, p50Ms: ms, p99Ms: ms, rps: 0, loadP99Ms: 0, non2xx: 0, bytes };
  }
  for (let i = 0; i < 5; i++) await once();
  const times: number[] = [];
  for (let i = 0; i < samples; i++) times.push(await once());
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
  const load = await autocannon({ url, headers: asked, connections, duration });
  return {
    name: call.name,
    kind: call.kind,
    p50Ms: at(0.5),
    p99Ms: at(0.99),
    rps: load.requests.average,
    loadP99Ms: load.latency.p99,
    non2xx: load.non2xx,
    bytes,
  };
}

const runs: RunResult[] = [];
for (const engine of values.engines.split(",")) {
  for (const scale of values.scales.split(",")) {
    const env = databaseFor(engine, scale);
    generate(env, scale);
    const { child, base } = await startServer(env);
    try {
      const tokens = new Map<Role, string>();
      for (const role of Object.keys(ROLE_EMAILS) as Role[]) tokens.set(role, await signIn(base, role));
      const results: CallResult[] = [];
      let floor = 1;
      const only = values.only?.split(",");
      const calls = benchCalls(end).filter(
        (call) => call.kind === "floor" || !only || only.some((part) => call.name.includes(part)),
      );
      for (const call of calls) {
        const headers: Record<string, string> = call.role
          ? { authorization: `Bearer ${tokens.get(call.role)}` }
          : {};
        const measured = await measure(base, call, headers);
        if (call.kind === "floor") floor = measured.rps;
        const peakMb = peakMemoryMb(child.pid ?? 0);
        const result = { ...measured, peakMb, floorShare: measured.rps / floor, ok: true };
        result.ok = withinBudget(result);
        results.push(result);
      }
      const run: RunResult = {
        engine,
        scale: Number(scale),
        results,
        peakMemoryMb: peakMemoryMb(child.pid ?? 0),
      };
      printRun(run);
      runs.push(run);
    } finally {
      child.kill("SIGTERM");
    }
  }
}
printGrowth(runs);
writeResults(path.join(root, "bench/results"), runs, { samples, duration, connections }, lighthouse());

/**
 * The front end's budget (issue #15: performance ≥ 90, accessibility 100 on /, /login, /careers):
 * e2e/lighthouse.mjs on the built web app with its own server, median of 3 runs; it writes
 * bench/results/lighthouse-{date}.json, and its results go into the benchmark's JSON too.
 */
function lighthouse(): unknown {
  if (values["no-lighthouse"] || (values.only && !values.lighthouse)) return undefined;
  const build = spawnSync("npm", ["run", "build", "-w", "web"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) throw new Error("building the web app failed");
  const run = spawnSync(process.execPath, ["e2e/lighthouse.mjs", "--runs", "3"], {
    cwd: root,
    stdio: "inherit",
  });
  if (run.status !== 0) throw new Error("lighthouse failed");
  const file = path.join(root, "bench/results", `lighthouse-${new Date().toISOString().slice(0, 10)}.json`);
  return (JSON.parse(fs.readFileSync(file, "utf8")) as { results: unknown }).results;
}
