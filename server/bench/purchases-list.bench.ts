/**
 * Benchmark: the purchases list call the Purchase Management screen makes (50 rows, filtered,
 * counted) on the demo business. Run: npm run bench -w server [-- --postgres URL]
 * Prints the median and p95 of sequential calls, then throughput under 10 connections.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { buildApp } from "../src/app.ts";
import { prepareDatabase } from "../src/bootstrap.ts";
import { loadConfig } from "../src/config.ts";
import { openDatabase } from "../src/db/database.ts";

const databaseUrl = process.argv.includes("--postgres")
  ? process.argv[process.argv.indexOf("--postgres") + 1]
  : undefined;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "storeops-bench-"));
const config = { ...loadConfig({}), dataDir, databaseUrl, logLevel: "warn", webDist: "/nonexistent" };
const database = openDatabase(config);
const app = await buildApp({ config, database, logger: false });
await prepareDatabase(database, { demoData: true, log: app.log });
await app.listen({ port: 0, host: "127.0.0.1" });
const address = app.server.address();
const base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;

const signIn = await fetch(`${base}/api/auth/v1/token`, {
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify({ email: "accounting@example.com", password: "Demo1234" }),
});
const { access_token: token } = (await signIn.json()) as { access_token: string };
const headers = { authorization: `Bearer ${token}` };

const url =
  "/api/rest/v1/purchases?in=status.pending,approved,paid&gte=amount.50&lte=amount.5000" +
  "&gte1=purchase_date.2025-01-01&order=purchase_date.desc&limit=50&offset=50&count=exact";

async function timeOne(): Promise<number> {
  const started = performance.now();
  const response = await fetch(base + url, { headers });
  const rows = (await response.json()) as unknown[];
  if (response.status !== 200 || rows.length !== 50) throw new Error(`unexpected answer ${response.status}`);
  return performance.now() - started;
}

for (let i = 0; i < 20; i++) await timeOne();
const samples: number[] = [];
for (let i = 0; i < 300; i++) samples.push(await timeOne());
samples.sort((a, b) => a - b);
const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))]?.toFixed(2);
console.log(
  `engine: ${database.dialect}; total rows counted: ${(await fetch(base + url, { headers })).headers.get("x-total-count")}`,
);
console.log(`sequential, 300 calls: median ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms`);

const result = await autocannon({ url: base + url, headers, connections: 10, duration: 5 });
console.log(
  `10 connections, 5 s: ${result.requests.average} req/s, latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}`,
);

await app.close();
await database.close();
fs.rmSync(dataDir, { recursive: true, force: true });
