/**
 * Load (proof-and-operations issue): 200 concurrent clients for 60 s — 150 reading the screens'
 * calls, 50 creating purchases — plus 5 trying passwords against one account. Reports requests,
 * errors and p99, then checks: no errors, every acknowledged write stored (none lost), and the
 * sign-in limiter held (the attacked account is locked, even for its right password).
 *
 *   npm run load -w server [-- --engine sqlite|postgres --duration 60]
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { openDatabase } from "../src/db/database.ts";
import { exited, startServer } from "./server-process.ts";
import { throwawayDatabase } from "./throwaway-database.ts";

const { values } = parseArgs({
  options: {
    engine: { type: "string", default: "sqlite" },
    duration: { type: "string", default: "60" },
    postgres: { type: "string", default: "postgres://postgres@127.0.0.1:5432" },
  },
});
const duration = Number(values.duration);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "storeops-load-"));
const throwaway =
  values.engine === "postgres" ? await throwawayDatabase(values.postgres, "storeops_load") : undefined;
const databaseUrl = throwaway?.url ?? "";
const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl }, { stdio: "ignore" });
const signIn = async (email: string) => {
  const response = await fetch(`${server.base}/api/auth/v1/token`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: "Demo1234" }),
  });
  return {
    status: response.status,
    token: ((await response.json()) as { access_token?: string }).access_token,
  };
};
const admin = (await signIn("admin@example.com")).token ?? "";
const auth = { authorization: `Bearer ${admin}` };
const stores = (await (
  await fetch(`${server.base}/api/rest/v1/stores?limit=1`, { headers: auth })
).json()) as Array<{
  id: string;
}>;
const store = stores[0]?.id ?? "";

const reads = [
  "/api/rest/v1/purchases?limit=50&order=purchase_date.desc&count=exact",
  "/api/rest/v1/expenses?limit=50&order=expense_date.desc&count=exact",
  "/api/purchases/summary",
  "/api/dashboard",
  "/api/search?q=coffee",
].map((p) => ({ method: "GET", path: p, headers: auth }));
let written = 0;
const runId = Date.now().toString(36);
const [readers, writers, guesses] = await Promise.all([
  autocannon({ url: server.base, connections: 150, duration, requests: reads }),
  autocannon({
    url: server.base,
    connections: 50,
    duration,
    requests: [
      {
        method: "POST",
        path: "/api/rest/v1/purchases",
        headers: { ...auth, "content-type": "application/json" },
        setupRequest: (request) => ({
          ...request,
          body: JSON.stringify({
            invoice_no: `LOAD-${runId}-${++written}`,
            store_id: store,
            vendor: "Load Test Supplies",
            amount: 12.34,
            payment_type: "card",
            purchase_date: "2026-02-01",
            due_date: "2026-02-01",
          }),
        }),
      },
    ],
  }),
  autocannon({
    url: server.base,
    connections: 5,
    duration,
    requests: [
      {
        method: "POST",
        path: "/api/auth/v1/token",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: "ceo@example.com", password: "Guess-1234" }),
      },
    ],
  }),
]);
const locked = await signIn("ceo@example.com");
server.child.kill("SIGTERM");
await exited(server.child);

const database = openDatabase({ dataDir, databaseUrl: databaseUrl || undefined });
const stored = await database.db
  .selectFrom("purchases")
  .select((eb) => eb.fn.countAll().as("n"))
  .where("invoice_no", "like", `LOAD-${runId}-%`)
  .executeTakeFirstOrThrow();
await database.close();
fs.rmSync(dataDir, { recursive: true, force: true });
await throwaway?.drop();

const failures = [
  ...(readers.errors + readers.timeouts + readers.non2xx > 0
    ? [`reads: ${readers.errors} errors, ${readers.timeouts} timeouts, ${readers.non2xx} non-2xx`]
    : []),
  ...(writers.errors + writers.timeouts + writers.non2xx > 0
    ? [`writes: ${writers.errors} errors, ${writers.timeouts} timeouts, ${writers.non2xx} non-2xx`]
    : []),
  ...(Number(stored.n) < writers["2xx"]
    ? [`${writers["2xx"] - Number(stored.n)} acknowledged writes lost`]
    : []),
  ...(locked.status === 200 ? ["the sign-in limiter did not hold: the attacked account still signs in"] : []),
  ...(guesses["2xx"] > 0 ? [`${guesses["2xx"]} password guesses succeeded`] : []),
];
process.stdout.write(
  `${values.engine}, ${duration} s, 205 connections on ${os.cpus().length} cores:\n` +
    `  reads  ${readers.requests.total} (${Math.round(readers.requests.average)}/s), p50 ${readers.latency.p50} ms, p99 ${readers.latency.p99} ms\n` +
    `  writes ${writers["2xx"]} acknowledged (${Math.round(writers.requests.average)}/s), p99 ${writers.latency.p99} ms; ${stored.n} stored\n` +
    `  password guesses ${guesses.requests.total}, none succeeded: ${guesses["2xx"] === 0}; the account is locked afterwards: ${locked.status !== 200} (${locked.status})\n` +
    (failures.length === 0 ? "  0 errors, 0 lost writes\n" : `  FAILED:\n  ${failures.join("\n  ")}\n`),
);
process.exit(failures.length === 0 ? 0 : 1);
