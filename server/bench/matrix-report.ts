/** The list matrix's tables: every cell beside the budgets of issue #29, and its growth 100k → 1M. */
import type { MatrixResult, MatrixSkip } from "./matrix-run.ts";

export const MATRIX_BUDGET = { p50Ms: 20, p99Ms: 60, rps: 200, growth: 1.5 } as const;

export interface MatrixRun {
  engine: string;
  scale: number;
  results: MatrixResult[];
  skipped: MatrixSkip[];
}

/** What of a cell misses its budget ("" when nothing does). */
export function matrixMisses(result: MatrixResult): string {
  const misses: string[] = [];
  if (result.p50Ms > MATRIX_BUDGET.p50Ms) misses.push("p50");
  if (result.p99Ms > MATRIX_BUDGET.p99Ms) misses.push("p99");
  if (result.rpsOff < MATRIX_BUDGET.rps) misses.push("rps off");
  if (result.rpsOn !== null && result.rpsOn < MATRIX_BUDGET.rps) misses.push("rps on");
  if (result.non2xxOff || result.non2xxOn) misses.push("non-2xx");
  return misses.join(", ");
}

const pad = (text: string | number, width: number) => String(text).padStart(width);
const TERM_LABEL = { none: "—", common: "common", rare: "rare", two: "2 letters" } as const;

export function cellKey(result: MatrixResult): string {
  return `${result.screen}|${result.filter}|${result.term}|${result.exact}|${result.role}`;
}

export function matrixLines(run: MatrixRun): string[] {
  const lines: string[] = [];
  const within = run.results.filter((result) => !matrixMisses(result)).length;
  lines.push(
    "",
    `list matrix, ${run.engine}, scale ${run.scale}: ${within} of ${run.results.length} cells within budget ` +
      `(median ≤ ${MATRIX_BUDGET.p50Ms} ms, p99 ≤ ${MATRIX_BUDGET.p99Ms} ms, ≥ ${MATRIX_BUDGET.rps} req/s at 32 connections, limit off and on)`,
  );
  const screens = [...new Set(run.results.map((result) => result.screen))];
  for (const screen of screens) {
    lines.push(
      "",
      `${screen}`,
      `${"filter".padEnd(12)}${"q".padEnd(16)}${"role".padEnd(11)}${pad("p50 ms", 8)}${pad("p99 ms", 8)}${pad("rps off", 9)}${pad("rps on", 8)}${pad("bytes", 8)}  budget`,
    );
    for (const r of run.results.filter((result) => result.screen === screen)) {
      const misses = matrixMisses(r);
      const q = `${TERM_LABEL[r.term]}${r.exact ? " exact" : ""}`;
      lines.push(
        `${r.filter.padEnd(12)}${q.padEnd(16)}${r.role.padEnd(11)}${pad(r.p50Ms.toFixed(1), 8)}${pad(r.p99Ms.toFixed(1), 8)}` +
          `${pad(Math.round(r.rpsOff), 9)}${pad(r.rpsOn === null ? "—" : Math.round(r.rpsOn), 8)}${pad(r.bytes, 8)}  ${misses ? `MISSED (${misses})` : "ok"}`,
      );
    }
  }
  if (run.skipped.length > 0) {
    lines.push("", "cells skipped (they make no sense on the screen):");
    for (const skip of run.skipped) lines.push(`  ${skip.screen}: ${skip.what} — ${skip.reason}`);
  }
  return lines;
}

/** Median growth 100k → 1M per cell, for the runs of one engine at both scales. */
export function matrixGrowth(runs: readonly MatrixRun[]) {
  const rows: { engine: string; key: string; ratio: number; ok: boolean }[] = [];
  for (const large of runs.filter((run) => run.scale === 1)) {
    const small = runs.find((run) => run.engine === large.engine && run.scale < 1);
    if (!small) continue;
    const before = new Map(small.results.map((result) => [cellKey(result), result]));
    for (const result of large.results) {
      const earlier = before.get(cellKey(result));
      if (!earlier) continue;
      const ratio = result.p50Ms / earlier.p50Ms;
      // Under a millisecond either way is noise, not growth.
      const ok = ratio <= MATRIX_BUDGET.growth || result.p50Ms < 2;
      rows.push({ engine: large.engine, key: cellKey(result), ratio, ok });
    }
  }
  return rows;
}

export function matrixGrowthLines(runs: readonly MatrixRun[]): string[] {
  const rows = matrixGrowth(runs);
  if (rows.length === 0) return [];
  const missed = rows.filter((row) => !row.ok);
  const lines = [
    "",
    `list matrix growth 100k → 1M (median ratio, budget ≤ ${MATRIX_BUDGET.growth}×; a cell under 2 ms at 1M is not held to it): ${rows.length - missed.length} of ${rows.length} cells within`,
  ];
  for (const row of missed)
    lines.push(`  ${row.engine.padEnd(10)}${row.key.padEnd(70)}${pad(row.ratio.toFixed(2), 7)}×  MISSED`);
  return lines;
}
