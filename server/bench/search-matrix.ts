/**
 * Issue #29's search-with-filters matrix against a running server (the list screens' call, each
 * cell as the screen sends it): {no filter, status, date range, status + date range, amount range}
 * × {no q, common, rare, two letters} × roles. Prints each cell's median and p99 of `--repeat`
 * sequential requests, and with `--load` the requests a second of 32 connections.
 *   node --import tsx bench/search-matrix.ts --base http://127.0.0.1:4931 [--table purchases] [--count estimated]
 */
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { signIn } from "./measure-kit.ts";

const { values } = parseArgs({
  options: {
    base: { type: "string" },
    table: { type: "string", default: "purchases" },
    count: { type: "string", default: "estimated" },
    repeat: { type: "string", default: "9" },
    load: { type: "boolean", default: false },
    only: { type: "string" },
  },
});
const base = values.base ?? "http://127.0.0.1:4931";
const table = values.table === "expenses" ? "expenses" : "purchases";
const date = table === "purchases" ? "purchase_date" : "expense_date";
const ROLES = ["admin", "accounting", "manager", "staff"] as const;
const FILTERS: Record<string, string> = {
  none: "",
  status: "&eq=status.approved",
  dates: `&gte=${date}.2026-06-01&lte=${date}.2026-08-31`,
  "status+dates": `&eq=status.approved&gte=${date}.2026-06-01&lte=${date}.2026-08-31`,
  amount: "&gte=amount.100&lte=amount.200",
};
const TERMS: Record<string, string> = { "no q": "", common: "dairy", rare: "GI-612345", "two letters": "co" };

const path = (filter: string, q: string) =>
  `/api/rest/v1/${table}?select=id,store_id,store_name,amount,${date},status,created_at&order=${date}.desc&order1=created_at.desc&limit=25&offset=0&count=${values.count}${filter}${q ? `&q=${q}` : ""}`;

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;

console.log(`| ${table} cell | role | median ms | p99 ms | total |${values.load ? " req/s (32) |" : ""}`);
console.log(`|---|---|---|---|---|${values.load ? "---|" : ""}`);
for (const role of ROLES) {
  const token = await signIn(base, role);
  const headers = { authorization: `Bearer ${token}` };
  for (const [filterName, filter] of Object.entries(FILTERS)) {
    for (const [termName, q] of Object.entries(TERMS)) {
      const name = `${filterName} × ${termName}`;
      if (values.only && !name.includes(values.only)) continue;
      const url = `${base}${path(filter, q)}`;
      const times: number[] = [];
      let total = "";
      for (let i = 0; i < Number(values.repeat) + 1; i++) {
        const started = performance.now();
        const response = await fetch(url, { headers });
        await response.arrayBuffer();
        if (!response.ok) throw new Error(`${name} ${role}: ${response.status}`);
        if (i > 0) times.push(performance.now() - started);
        total = response.headers.get("x-total-count") ?? `≥${response.headers.get("x-total-count-at-least")}`;
      }
      times.sort((a, b) => a - b);
      let rate = "";
      if (values.load) {
        const result = await autocannon({ url, connections: 32, duration: 3, headers });
        rate = ` ${Math.round(result.requests.average)} |`;
      }
      console.log(
        `| ${name} | ${role} | ${quantile(times, 0.5).toFixed(1)} | ${quantile(times, 0.99).toFixed(1)} | ${total} |${rate}`,
      );
    }
  }
}
