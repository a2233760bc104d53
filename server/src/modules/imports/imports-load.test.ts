import { describe, expect, it } from "vitest";
import { useSignIn, useTestApp } from "../../../test/test-app.ts";
import { finishedJob, sendImport } from "./import-test-helpers.ts";

const t = useTestApp();
const admin = useSignIn(t, "admin");

// Ten batches: every row of a file larger than one batch arrives. Speed is not asserted here
// (tests do not time): 100,000 rows took 9.8 s on SQLite and 54 s on PostgreSQL on a quiet
// 2-core machine (docs/decisions.md, Imports).
const ROWS = 5_000;

describe("an import of many batches", () => {
  it("imports every row of a 5,000-row file while the server keeps answering", async () => {
    const lines = ["name,contact_person,email,phone,address,category"];
    for (let i = 0; i < ROWS; i++)
      lines.push(
        `Load Vendor ${i},Contact ${i},vendor${i}@load.example.com,555-${String(i).padStart(6, "0")},${i} Load Street,Wholesale`,
      );
    const file = { name: "vendors-5k.csv", bytes: lines.join("\n") };
    const mapping = ["name", "contact_person", "email", "phone", "address", "category"];
    const started = performance.now();
    const response = await sendImport(t, admin.token, "/api/imports/vendors", file, mapping);
    expect(response.statusCode, response.body).toBe(202);
    const health: number[] = [];
    let done = false;
    const probe = (async () => {
      while (!done) {
        const before = performance.now();
        const answer = await t.app.inject({ method: "GET", url: "/api/health" });
        health.push(performance.now() - before);
        expect(answer.statusCode).toBeLessThan(500);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();
    const job = await finishedJob(t, admin.token, response.json().id, 120_000).finally(() => {
      done = true;
    });
    await probe;
    const seconds = (performance.now() - started) / 1000;
    health.sort((a, b) => a - b);
    const p95 = health[Math.floor(health.length * 0.95)] ?? 0;
    console.log(
      `[imports] ${ROWS} vendors on ${t.engine}: ${seconds.toFixed(1)} s; /api/health while importing: ${health.length} calls, median ${health[Math.floor(health.length / 2)]?.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${health.at(-1)?.toFixed(1)} ms`,
    );
    expect(job).toMatchObject({ status: "done", total: ROWS, imported: ROWS, refused: 0 });
    // Health was answered while the batches ran (each gives the connection back within about 50 ms).
    expect(health.length).toBeGreaterThan(0);
  }, 180_000);
});
