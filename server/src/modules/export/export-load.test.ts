import { spawn } from "node:child_process";
import type { AddressInfo } from "node:net";
import { exportsInProgress } from "@storeops/domain";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, type DemoAccount, signIn, type TestApp } from "../../../test/test-app.ts";
import { insertRows } from "../../seed/insert.ts";
import { EXPORTS_PER_USER, exportGateState } from "./export-gate.ts";

let t: TestApp;
let base = "";
let token = "";

/** Copies of the demo purchases (new ids and invoice numbers) until the table holds `total` rows. */
async function purchasesUpTo(total: number) {
  const rows = await t.database.db.selectFrom("purchases").selectAll().execute();
  const copies: Record<string, unknown>[] = [];
  for (let round = 1; rows.length + copies.length < total; round++) {
    for (const row of rows) {
      if (rows.length + copies.length >= total) break;
      copies.push({ ...row, id: crypto.randomUUID(), invoice_no: `${row.invoice_no}-C${round}` });
    }
  }
  await insertRows(t.database.db, "purchases", copies);
}

beforeAll(async () => {
  t = await createTestApp();
  await purchasesUpTo(5000);
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  token = (await signIn(t.app, "admin")).token;
}, 120_000);
afterAll(() => t.close());

const get = (url: string, as = token) =>
  fetch(`${base}${url}`, { headers: { authorization: `Bearer ${as}` } });

/**
 * Asks `/api/health` every 10 ms from a process of its own (a client in this process would wait
 * on the same event loop as the server) until its stdin closes, then prints each wait in ms.
 */
const PROBE = `
const waits = [];
let stop = false;
process.stdin.on("close", () => { stop = true; }).resume();
(async () => {
  // The first request opens the connection: it is not measured.
  await (await fetch(process.argv[1] + "/api/health")).arrayBuffer();
  process.stdout.write("ready\\n");
  while (!stop) {
    const started = performance.now();
    await (await fetch(process.argv[1] + "/api/health")).arrayBuffer();
    waits.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  process.stdout.write(JSON.stringify(waits));
})();
`;

async function healthProbe() {
  const child = spawn(process.execPath, ["-e", PROBE, base], { stdio: ["pipe", "pipe", "inherit"] });
  let out = "";
  let ready: () => void = () => {};
  const started = new Promise<void>((resolve) => {
    ready = resolve;
  });
  child.stdout.on("data", (chunk) => {
    out += chunk;
    if (out.startsWith("ready\n")) ready();
  });
  const exited = new Promise((resolve) => child.on("exit", resolve));
  await started;
  return {
    async stop(): Promise<number[]> {
      child.stdin.end();
      await exited;
      return JSON.parse(out.slice("ready\n".length)) as number[];
    },
  };
}

describe("an export under way leaves the server answering", () => {
  it("health keeps answering throughout a 5,000-row PDF export, over a real port", async () => {
    // pdfkit loads on the first PDF of the process (one synchronous module load): not measured here.
    await (await get("/api/export/purchases.pdf?eq=invoice_no.none")).arrayBuffer();
    const probe = await healthProbe();
    const response = await get("/api/export/purchases.pdf");
    const bytes = Buffer.from(await response.arrayBuffer());
    const waits = await probe.stop();
    expect(response.status).toBe(200);
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    // Before the fix, health waited for the whole file (some 3 s, 9 s on a busy machine). The bounds
    // are loose so that a machine busy with other work passes (there a 10 ms slice of work takes
    // 50); npm run bench:export measures the p99 on a quiet one.
    const sorted = [...waits].sort((a, b) => a - b);
    expect(waits.length).toBeGreaterThan(10);
    expect(sorted[Math.floor(sorted.length * 0.9)]).toBeLessThan(250);
    expect(sorted.at(-1)).toBeLessThan(1000);
  }, 120_000);
});

describe("an export whose client leaves", () => {
  it("stops: its EXPORT entry counts the rows written before the client left, not the table", async () => {
    const controller = new AbortController();
    const response = await fetch(`${base}/api/export/purchases.pdf?select=invoice_no,vendor,amount`, {
      headers: { authorization: `Bearer ${token}` },
      signal: controller.signal,
    });
    expect(response.status).toBe(200);
    const reader = response.body?.getReader();
    await reader?.read();
    controller.abort();
    const entry = await vi.waitUntil(
      () =>
        t.database.db
          .selectFrom("audit_logs")
          .select("changes")
          .where("action", "=", "EXPORT")
          .where("changes", "like", "%invoice_no,vendor,amount%")
          .executeTakeFirst(),
      { timeout: 60_000, interval: 100 },
    );
    expect(JSON.parse(String(entry.changes)).rows).toBeLessThan(5000);
  }, 90_000);
});

describe("the export gate", () => {
  it("four exports are written at once, a fifth waits its turn, a user's third is refused", async () => {
    const tokens = Object.fromEntries(
      await Promise.all(
        (["admin", "accounting", "ceo"] as DemoAccount[]).map(async (account) => [
          account,
          (await signIn(t.app, account)).token,
        ]),
      ),
    ) as Record<string, string>;
    const pdf = (account: string) =>
      get("/api/export/purchases.pdf", tokens[account]).then(async (response) => ({
        status: response.status,
        body: Buffer.from(await response.arrayBuffer()),
      }));
    const first = [pdf("admin"), pdf("admin"), pdf("accounting"), pdf("accounting")];
    await vi.waitUntil(() => exportGateState().running === 4, { timeout: 10_000 });
    const fifth = pdf("ceo");
    await vi.waitUntil(() => exportGateState().waiting === 1, { timeout: 10_000 });
    const third = await get("/api/export/purchases.csv", tokens.admin);
    expect(third.status).toBe(429);
    expect(await third.json()).toMatchObject({
      code: "too_many_requests",
      message: exportsInProgress(EXPORTS_PER_USER),
    });
    expect(exportGateState()).toEqual({ running: 4, waiting: 1 });
    for (const file of await Promise.all([...first, fifth])) {
      expect(file.status).toBe(200);
      expect(file.body.subarray(0, 5).toString()).toBe("%PDF-");
    }
    expect(exportGateState()).toEqual({ running: 0, waiting: 0 });
  }, 180_000);
});
