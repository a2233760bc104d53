/** Tables and JSON of the benchmark: every figure next to its budget. */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { BUDGETS, type CallKind } from "./calls.ts";

export interface CallResult {
  name: string;
  kind: CallKind;
  p50Ms: number;
  p99Ms: number;
  rps: number;
  loadP99Ms: number;
  non2xx: number;
  /** Throughput with the API rate limit on (a second server, fresh sessions); null: not measured. */
  rpsOn: number | null;
  bytes: number;
  /** The server's peak resident memory once this call had been measured: the call that raises it shows. */
  peakMb: number;
  floorShare: number;
  ok: boolean;
}

export interface RunResult {
  engine: string;
  scale: number;
  results: CallResult[];
  /** VmHWM of the server that ran every call, exports and the matrix (rate limit off). */
  peakMemoryMb: number;
  /** VmHWM of the second server, the rate-limited one (throughput windows only). */
  peakMemoryMbRateLimited?: number;
}

export const MAX_MEMORY_MB = 300;
export const MAX_GROWTH = 1.5;

export function withinBudget(result: CallResult): boolean {
  const budget = BUDGETS[result.kind];
  return (
    result.p50Ms <= budget.p50Ms &&
    result.floorShare >= budget.floorShare &&
    result.non2xx === 0 &&
    result.bytes <= budget.maxBytes
  );
}

const pad = (text: string | number, width: number) => String(text).padStart(width);

export function runLines(run: RunResult): string[] {
  const lines = [
    "",
    `${run.engine}, scale ${run.scale} — server peak memory ${run.peakMemoryMb} MB (budget ${MAX_MEMORY_MB})`,
    `${"call".padEnd(46)}${pad("p50 ms", 9)}${pad("p99 ms", 9)}${pad("req/s", 9)}${pad("×floor", 9)}${pad("rps on", 8)}${pad("bytes", 9)}${pad("peak MB", 9)}  budget`,
  ];
  for (const r of run.results) {
    const budget = BUDGETS[r.kind];
    const note =
      r.kind === "floor"
        ? ""
        : r.ok
          ? "ok"
          : `MISSED (≤ ${budget.p50Ms} ms, ≥ ${budget.floorShare * 100} %${Number.isFinite(budget.maxBytes) ? `, ≤ ${budget.maxBytes} B` : ""}${r.non2xx ? `, ${r.non2xx} non-2xx` : ""})`;
    lines.push(
      `${r.name.padEnd(46)}${pad(r.p50Ms.toFixed(2), 9)}${pad(r.p99Ms.toFixed(2), 9)}${pad(Math.round(r.rps), 9)}${pad(`${(r.floorShare * 100).toFixed(1)}%`, 9)}${pad(r.rpsOn === null ? "—" : Math.round(r.rpsOn), 8)}${pad(r.bytes, 9)}${pad(r.peakMb, 9)}  ${note}`,
    );
  }
  return lines;
}

/** Cost growth 100k → 1M for the calls whose cost must grow with days × stores, not rows. */
export function growth(runs: readonly RunResult[]) {
  const rows: { engine: string; name: string; ratio: number; ok: boolean }[] = [];
  for (const large of runs.filter((run) => run.scale === 1)) {
    const small = runs.find((run) => run.engine === large.engine && run.scale < 1);
    if (!small) continue;
    for (const result of large.results) {
      if (!["summary", "report", "report-api", "search", "duplicates"].includes(result.kind)) continue;
      const before = small.results.find((candidate) => candidate.name === result.name);
      if (!before) continue;
      const ratio = result.p50Ms / before.p50Ms;
      rows.push({ engine: large.engine, name: result.name, ratio, ok: ratio <= MAX_GROWTH });
    }
  }
  return rows;
}

export function growthLines(runs: readonly RunResult[]): string[] {
  const rows = growth(runs);
  if (rows.length === 0) return [];
  const lines = ["", `cost growth 100k → 1M (median latency ratio, budget ≤ ${MAX_GROWTH}×)`];
  for (const row of rows) {
    lines.push(
      `${row.engine.padEnd(10)}${row.name.padEnd(46)}${pad(row.ratio.toFixed(2), 7)}×  ${row.ok ? "ok" : "MISSED"}`,
    );
  }
  return lines;
}

/** The machine the figures were taken on, written beside them. */
export function machine() {
  return {
    cpu: os.cpus()[0]?.model ?? "unknown",
    cores: os.cpus().length,
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    platform: `${os.platform()} ${os.release()}`,
    loadAverage: os.loadavg().map((load) => Number(load.toFixed(2))),
  };
}

/**
 * bench/results/bench-{date}[-{tag}].json with everything measured, and the same name .txt with
 * the printed tables (`text`) under a line describing the machine.
 */
export function writeResults(
  dir: string,
  tag: string | undefined,
  contents: { runs: readonly RunResult[]; settings: Record<string, unknown> } & Record<string, unknown>,
  text: readonly string[],
): void {
  fs.mkdirSync(dir, { recursive: true });
  const date = new Date().toISOString().slice(0, 10);
  const described = machine();
  const name = `bench-${date}${tag ? `-${tag}` : ""}`;
  const file = path.join(dir, `${name}.json`);
  const body = { date, machine: described, ...contents, growth: growth(contents.runs) };
  fs.writeFileSync(file, `${JSON.stringify(body, null, 2)}\n`);
  const head = `${date}: ${described.cores} × ${described.cpu}, ${described.memoryGb} GiB, Node ${described.node}, ${described.platform}; load average at the end ${described.loadAverage.join(" / ")}; settings ${JSON.stringify(contents.settings)}`;
  fs.writeFileSync(path.join(dir, `${name}.txt`), `${[head, ...text].join("\n")}\n`);
  console.log(`\nwrote ${path.relative(process.cwd(), file)} and .txt`);
}
