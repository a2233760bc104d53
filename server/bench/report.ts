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
  peakMemoryMb: number;
}

export const MAX_MEMORY_MB = 300;
export const MAX_PAYLOAD_BYTES = 100_000;
export const MAX_GROWTH = 1.5;

export function withinBudget(result: CallResult): boolean {
  const budget = BUDGETS[result.kind];
  return (
    result.p50Ms <= budget.p50Ms &&
    result.floorShare >= budget.floorShare &&
    result.non2xx === 0 &&
    (result.kind === "export" || result.bytes <= MAX_PAYLOAD_BYTES)
  );
}

const pad = (text: string | number, width: number) => String(text).padStart(width);

export function printRun(run: RunResult): void {
  console.log(
    `\n${run.engine}, scale ${run.scale} — server peak memory ${run.peakMemoryMb} MB (budget ${MAX_MEMORY_MB})`,
  );
  console.log(
    `${"call".padEnd(40)}${pad("p50 ms", 9)}${pad("p99 ms", 9)}${pad("req/s", 9)}${pad("×floor", 9)}${pad("bytes", 9)}${pad("peak MB", 9)}  budget`,
  );
  for (const r of run.results) {
    const budget = BUDGETS[r.kind];
    const note =
      r.kind === "floor"
        ? ""
        : r.ok
          ? "ok"
          : `MISSED (≤ ${budget.p50Ms} ms, ≥ ${budget.floorShare * 100} %${r.non2xx ? `, ${r.non2xx} non-2xx` : ""})`;
    console.log(
      `${r.name.padEnd(40)}${pad(r.p50Ms.toFixed(2), 9)}${pad(r.p99Ms.toFixed(2), 9)}${pad(Math.round(r.rps), 9)}${pad(`${(r.floorShare * 100).toFixed(1)}%`, 9)}${pad(r.bytes, 9)}${pad(r.peakMb, 9)}  ${note}`,
    );
  }
}

/** Cost growth 100k → 1M for the calls whose cost must grow with days × stores, not rows. */
export function growth(runs: readonly RunResult[]) {
  const rows: { engine: string; name: string; ratio: number; ok: boolean }[] = [];
  for (const large of runs.filter((run) => run.scale === 1)) {
    const small = runs.find((run) => run.engine === large.engine && run.scale < 1);
    if (!small) continue;
    for (const result of large.results) {
      if (!["summary", "report", "search"].includes(result.kind)) continue;
      const before = small.results.find((candidate) => candidate.name === result.name);
      if (!before) continue;
      const ratio = result.p50Ms / before.p50Ms;
      rows.push({ engine: large.engine, name: result.name, ratio, ok: ratio <= MAX_GROWTH });
    }
  }
  return rows;
}

export function printGrowth(runs: readonly RunResult[]): void {
  const rows = growth(runs);
  if (rows.length === 0) return;
  console.log(`\ncost growth 100k → 1M (median latency ratio, budget ≤ ${MAX_GROWTH}×)`);
  for (const row of rows) {
    console.log(
      `${row.engine.padEnd(10)}${row.name.padEnd(40)}${pad(row.ratio.toFixed(2), 7)}×  ${row.ok ? "ok" : "MISSED"}`,
    );
  }
}

export function writeResults(
  dir: string,
  runs: readonly RunResult[],
  settings: Record<string, number>,
  /** The Lighthouse run of the same benchmark (e2e/lighthouse.mjs), when it ran. */
  lighthouse?: unknown,
): void {
  fs.mkdirSync(dir, { recursive: true });
  const machine = {
    cpu: os.cpus()[0]?.model ?? "unknown",
    cores: os.cpus().length,
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    platform: `${os.platform()} ${os.release()}`,
  };
  const date = new Date().toISOString().slice(0, 10);
  const file = path.join(dir, `bench-${date}.json`);
  fs.writeFileSync(
    file,
    `${JSON.stringify({ date, machine, settings, runs, growth: growth(runs), lighthouse }, null, 2)}\n`,
  );
  console.log(`\nwrote ${path.relative(process.cwd(), file)}`);
}
