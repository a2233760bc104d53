/**
 * The benchmark of issues #15 and #29: on the large generated business (made on first use by
 * bench:data), on SQLite and PostgreSQL, at scale 1 (~1M transactions) and 0.1 (~100k), it starts
 * the server as its own process and measures every call a screen makes, then the list matrix
 * (matrix-run.ts): the median and p99 of single requests, throughput at 32 connections with the
 * API rate limit off and on (a second server on the same database), response bytes as sent
 * (compressed, as a browser asks) and the server's peak memory over the whole run, exports
 * included. Prints a table per run, the cost growth 100k → 1M, and writes JSON and text to
 * bench/results/.
 *
 *   npm run bench [-- --engines sqlite,postgres --scales 1,0.1 --samples 40 --duration 3]
 *   npm run bench -- --engines sqlite --scales 0.1 --only health --matrix purchases,expenses
 */
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { benchCalls, ROLE_EMAILS, type Role } from "./calls.ts";
import { dataSetEnv, generateDataSet } from "./data-set.ts";
import { lighthouse } from "./lighthouse.ts";
import { type MatrixRun, matrixGrowthLines, matrixLines } from "./matrix-report.ts";
import {
  MATRIX_ROLES,
  type MatrixServers,
  matrixCells,
  renewAfterOn,
  runMatrix,
  SessionPool,
} from "./matrix-run.ts";
import { matrixScreens } from "./matrix-screens.ts";
import { peakMemoryMb, sampleCalls, signIn, throughput } from "./measure-kit.ts";
import {
  type CallResult,
  growthLines,
  type RunResult,
  runLines,
  withinBudget,
  writeResults,
} from "./report.ts";
import { type ServerProcess, startServer } from "./server-process.ts";

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
    /** The folder holding sqlite-scale-1 and sqlite-scale-0_1 (default bench/.data). */
    "data-dir": { type: "string" },
    /** Use this SQLite data folder / PostgreSQL database instead of the default per scale. */
    "sqlite-dir": { type: "string" },
    "postgres-db": { type: "string" },
    /** Measure only the calls whose name contains one of these (comma-separated); health always. */
    only: { type: "string" },
    /** The list matrix's screens (names containing one of these), "all" or "none"; default all, none with --only. */
    matrix: { type: "string" },
    "matrix-roles": { type: "string", default: MATRIX_ROLES.join(",") },
    "matrix-samples": { type: "string", default: "30" },
    "matrix-duration": { type: "string", default: "2" },
    /** Stop sampling a matrix cell after this many ms (at least 5 samples). */
    "matrix-max-ms": { type: "string", default: "4000" },
    /** Throughput with the API rate limit "off", "on" or both. */
    "rate-limit": { type: "string", default: "off,on" },
    /** Added to the result file's name: bench-{date}-{tag}.json. */
    tag: { type: "string" },
    /** An earlier result JSON whose runs the growth 100k → 1M compares with. */
    compare: { type: "string" },
    /** Lighthouse on /, /login and /careers after the calls (skipped with --only unless asked). */
    lighthouse: { type: "boolean" },
    "no-lighthouse": { type: "boolean" },
  },
});
const root = path.resolve(import.meta.dirname, "../..");
const samples = Number(values.samples);
const duration = Number(values.duration);
const connections = Number(values.connections);
const rateLimitOn = values["rate-limit"].split(",").includes("on");
const matrixChoice = values.matrix ?? (values.only ? "none" : "all");
const matrixOptions = {
  samples: Number(values["matrix-samples"]),
  duration: Number(values["matrix-duration"]),
  connections,
  maxSampleMs: Number(values["matrix-max-ms"]),
};
const end = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
const text: string[] = [];
const say = (lines: string[]) => {
  for (const line of lines) console.log(line);
  text.push(...lines);
};

/** The API rate limit per session and hour of the database's settings (read as admin). */
async function rateLimitOf(base: string, token: string): Promise<number> {
  const response = await fetch(`${base}/api/settings`, { headers: { authorization: `Bearer ${token}` } });
  const body = (await response.json()) as { system?: { api_rate_limit?: number } };
  return body.system?.api_rate_limit ?? 1000;
}

async function measureCalls(
  off: ServerProcess,
  servers: MatrixServers,
  results: CallResult[],
  saved: () => void,
): Promise<void> {
  const only = values.only?.split(",");
  const calls = benchCalls(end).filter(
    (call) => call.kind === "floor" || !only || only.some((part) => call.name.includes(part)),
  );
  let floor = 1;
  for (const call of calls) {
    const headers: Record<string, string> = call.role
      ? { authorization: `Bearer ${servers.off.tokens.get(call.role)}` }
      : {};
    const url = off.base + call.path;
    const single = await sampleCalls(url, headers, {
      samples: call.once ? 1 : samples,
      warmup: call.once ? 0 : 5,
    });
    const load = call.once ? null : await throughput(url, headers, { connections, duration });
    let rpsOn: number | null = null;
    if (servers.on && load) {
      const onHeaders = call.role ? {} : headers;
      const token = call.role ? servers.on.pool.take(call.role) : undefined;
      if (call.role) await servers.on.pool.reserve(call.role, Math.ceil(load.total * 1.5) + 200);
      rpsOn = (await throughput(servers.on.base + call.path, onHeaders, { connections, duration, token }))
        .rps;
      if (call.role) await renewAfterOn(servers, call.role);
    }
    if (call.kind === "floor") floor = load?.rps ?? 1;
    const result: CallResult = {
      name: call.name,
      kind: call.kind,
      p50Ms: single.p50Ms,
      p99Ms: single.p99Ms,
      rps: load?.rps ?? 0,
      loadP99Ms: load?.loadP99Ms ?? 0,
      non2xx: load?.non2xx ?? 0,
      rpsOn,
      bytes: single.bytes,
      peakMb: peakMemoryMb(off.child.pid ?? 0),
      floorShare: (load?.rps ?? 0) / floor,
      ok: true,
    };
    result.ok = withinBudget(result);
    results.push(result);
    console.log(
      `${call.name}: ${result.p50Ms.toFixed(1)} ms, ${Math.round(result.rps)} req/s, peak ${result.peakMb} MB`,
    );
    saved();
  }
}

function chosenScreens() {
  if (matrixChoice === "none") return [];
  const parts = matrixChoice.split(",");
  return matrixScreens(end).filter(
    (screen) => matrixChoice === "all" || parts.some((part) => screen.name.includes(part)),
  );
}

const runs: RunResult[] = [];
const matrixRuns: MatrixRun[] = [];
const settings = {
  samples,
  duration,
  connections,
  rateLimit: values["rate-limit"],
  matrix: matrixOptions,
  end,
};
const resultsDir = path.join(root, "bench/results");
/** What is measured so far, written as it goes: a run stopped early keeps its figures. */
const save = (extra: string[] = []) =>
  writeResults(resultsDir, values.tag, { settings, runs, matrix: matrixRuns, partial: true }, [
    ...text,
    ...extra,
  ]);
for (const engine of values.engines.split(",")) {
  for (const scale of values.scales.split(",")) {
    const env = dataSetEnv({
      engine,
      scale,
      postgres: values.postgres,
      dataDir: values["data-dir"],
      sqliteDir: values["sqlite-dir"],
      postgresDb: values["postgres-db"],
    });
    generateDataSet(env, scale, end);
    const off = await startServer(env);
    const on = rateLimitOn ? await startServer({ ...env, API_RATE_LIMIT: "on" }) : null;
    try {
      const tokens = new Map<Role, string>();
      for (const role of Object.keys(ROLE_EMAILS) as Role[]) tokens.set(role, await signIn(off.base, role));
      const limit = await rateLimitOf(off.base, tokens.get("admin") ?? "");
      const servers: MatrixServers = {
        off: { base: off.base, pid: off.child.pid ?? 0, tokens },
        ...(on ? { on: { base: on.base, pool: new SessionPool(on.base, Math.floor(limit * 0.9)) } } : {}),
      };
      const run: RunResult = { engine, scale: Number(scale), results: [], peakMemoryMb: 0 };
      const peaks = () => {
        run.peakMemoryMb = peakMemoryMb(off.child.pid ?? 0);
        if (on) run.peakMemoryMbRateLimited = peakMemoryMb(on.child.pid ?? 0);
      };
      runs.push(run);
      await measureCalls(off, servers, run.results, () => {
        peaks();
        save(runLines(run));
      });
      const roles = values["matrix-roles"].split(",") as Role[];
      const { cells, skipped } = matrixCells(chosenScreens(), roles);
      const matrixRun: MatrixRun = { engine, scale: Number(scale), results: [], skipped };
      matrixRuns.push(matrixRun);
      await runMatrix(servers, cells, skipped, matrixOptions, (result) => {
        matrixRun.results.push(result);
        console.log(
          `${result.screen} | ${result.filter} | ${result.term}${result.exact ? " exact" : ""} | ${result.role}: ${result.p50Ms.toFixed(1)} ms, ${Math.round(result.rpsOff)} req/s`,
        );
        if (matrixRun.results.length % 10 === 0) {
          peaks();
          save([...runLines(run), ...matrixLines(matrixRun)]);
        }
      });
      peaks();
      say(runLines(run));
      if (matrixRun.results.length > 0) say(matrixLines(matrixRun));
    } finally {
      off.child.kill("SIGTERM");
      on?.child.kill("SIGTERM");
    }
  }
}
const earlier = values.compare
  ? (JSON.parse(fs.readFileSync(values.compare, "utf8")) as { runs: RunResult[]; matrix?: MatrixRun[] })
  : { runs: [], matrix: [] };
const notHere = <T extends { engine: string; scale: number }>(list: readonly T[]) =>
  list.filter((run) => !runs.some((mine) => mine.engine === run.engine && mine.scale === run.scale));
say(growthLines([...runs, ...notHere(earlier.runs)]));
say(matrixGrowthLines([...matrixRuns, ...notHere(earlier.matrix ?? [])]));
const front =
  values["no-lighthouse"] || (values.only && !values.lighthouse) || values.matrix
    ? undefined
    : lighthouse(root);
writeResults(resultsDir, values.tag, { settings, runs, matrix: matrixRuns, lighthouse: front }, text);
