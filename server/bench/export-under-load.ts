/**
 * Exports under load (issue #27, item 2): the server as `npm start` runs it, on the generated
 * business; four PDF exports of every purchase run at once (two users, two each: the export gate's
 * per-user limit) while one client asks `/api/health` every 10 ms. Prints health's wait (median,
 * p99, max) before and during the exports, the bytes written, and the server's peak memory over the
 * exports (resident, VmHWM reset once the server is up). Exit code 1 when health's p99 during the
 * exports is 100 ms or more or the peak is 300 MB or more.
 *
 *   npm run bench:export -w server [-- --engine sqlite|postgres --scale 1|0.1 --duration 60]
 *
 * A PDF of all 600,000 purchases is some 17,000 pages and takes minutes: the exports are stopped
 * after `--duration` seconds (or when they end, if sooner).
 */
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { dataSetEnv, generateDataSet } from "./data-set.ts";
import { probeHealth, quantile } from "./measure-kit.ts";
import { exited, startServer } from "./server-process.ts";

const { values } = parseArgs({
  options: {
    engine: { type: "string", default: "sqlite" },
    scale: { type: "string", default: "1" },
    duration: { type: "string", default: "60" },
    exports: { type: "string", default: "4" },
    postgres: { type: "string", default: "postgres://postgres@127.0.0.1:5432" },
  },
});
const serverDir = path.resolve(import.meta.dirname, "..");
/** The data sets and results of `npm run bench` (bench/ at the repository's root). */
const root = path.resolve(serverDir, "..");
const tag = `scale-${values.scale.replace(".", "_")}`;
const MAX_P99_MS = 100;
const MAX_MEMORY_MB = 300;

// The data set `npm run bench` uses for this engine and scale, generated when missing.
const env = dataSetEnv({ engine: values.engine, scale: values.scale, postgres: values.postgres });
generateDataSet(env, values.scale);

const server = await startServer(env, { stdio: "ignore" });
const pid = server.child.pid ?? 0;
const status = () => fs.readFileSync(`/proc/${pid}/status`, "utf8");
const memoryMb = (field: "VmHWM" | "VmRSS") =>
  Math.round(Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status())?.[1] ?? 0) / 1024);

async function token(email: string): Promise<string> {
  const response = await fetch(`${server.base}/api/auth/v1/token`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: "Demo1234" }),
  });
  if (!response.ok) throw new Error(`sign-in of ${email}: ${response.status}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
function summary(waits: number[]) {
  const sorted = [...waits].sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return {
    requests: waits.length,
    p50: round(quantile(sorted, 0.5)),
    p99: round(quantile(sorted, 0.99)),
    max: round(sorted.at(-1) ?? 0),
  };
}

try {
  const users = [await token("admin@example.com"), await token("accounting@example.com")];
  // pdfkit loads on the first PDF of the process (one module load, not the exports' work).
  await (
    await fetch(`${server.base}/api/export/purchases.pdf?eq=invoice_no.none`, {
      headers: { authorization: `Bearer ${users[0]}` },
    })
  ).arrayBuffer();
  const idle = summary(await probeHealth(server.base, sleep(5000)));
  const idleRss = memoryMb("VmRSS");
  // From here the peak counts the exports only, not the start-up (writing 5 to clear_refs resets VmHWM).
  fs.writeFileSync(`/proc/${pid}/clear_refs`, "5");

  const abort = new AbortController();
  const count = Number(values.exports);
  const bytes = new Array<number>(count).fill(0);
  const statuses = new Array<number>(count).fill(0);
  const started = performance.now();
  const exports = Array.from({ length: count }, async (_, index) => {
    try {
      const response = await fetch(`${server.base}/api/export/purchases.pdf`, {
        headers: { authorization: `Bearer ${users[index % users.length]}` },
        signal: abort.signal,
      });
      statuses[index] = response.status;
      for await (const chunk of response.body ?? []) bytes[index] = (bytes[index] ?? 0) + chunk.length;
    } catch (error) {
      if (!abort.signal.aborted) throw error;
    }
  });
  const finished = Promise.all(exports);
  const window = Promise.race([finished, sleep(Number(values.duration) * 1000)]);
  let peakRss = 0;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, memoryMb("VmRSS"));
  }, 250);
  const during = summary(await probeHealth(server.base, window));
  const seconds = Math.round((performance.now() - started) / 100) / 10;
  abort.abort();
  await finished;
  clearInterval(sampler);
  const peakMb = Math.max(peakRss, memoryMb("VmHWM"));

  const result = {
    date: new Date().toISOString(),
    engine: values.engine,
    scale: Number(values.scale),
    exports: count,
    seconds,
    statuses,
    pdfMegabytes: bytes.map((n) => Math.round(n / 1e5) / 10),
    healthIdleMs: idle,
    healthDuringMs: during,
    idleRssMb: idleRss,
    peakRssMb: peakMb,
  };
  console.log(JSON.stringify(result, null, 2));
  console.log(
    `\nhealth during ${count} PDF exports (${seconds} s): p50 ${during.p50} ms, p99 ${during.p99} ms (budget < ${MAX_P99_MS}), max ${during.max} ms` +
      `\nserver memory: ${idleRss} MB idle, peak ${peakMb} MB during the exports (budget < ${MAX_MEMORY_MB})`,
  );
  const resultsDir = path.join(root, "bench/results");
  fs.mkdirSync(resultsDir, { recursive: true });
  fs.writeFileSync(
    path.join(resultsDir, `export-under-load-${values.engine}-${tag}-${result.date.slice(0, 10)}.json`),
    `${JSON.stringify(result, null, 2)}\n`,
  );
  if (during.p99 >= MAX_P99_MS || peakMb >= MAX_MEMORY_MB || statuses.some((s) => s !== 200))
    process.exitCode = 1;
} finally {
  server.child.kill();
  await exited(server.child);
}
