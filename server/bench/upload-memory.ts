/**
 * Memory under upload abuse (issue 27, items 1 and 3): the server's resident memory while 40
 * clients send a 10 MB upload at once, against the real server process (npm start's build and
 * flags, SQLite, demo data). Two bursts:
 * - careers: 40 résumés to the public apply form from an address already at its hourly limit
 *   (all refused, before their bodies are read);
 * - upload-temp: 40 attachments from one signed-in staff user (a few received, streamed to disk;
 *   the others refused, before their bodies are read).
 * Reports the answers, the idle and peak resident memory (Linux: /proc/{pid}/status, sampled every
 * 10 ms) and the difference. Target: a peak at most 50 MB above idle for the careers burst.
 *
 *   npm run upload-memory -w server [-- --clients 40 --mb 10]
 */
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { exited, type ServerProcess, startServer } from "./server-process.ts";

const { values } = parseArgs({
  options: { clients: { type: "string", default: "40" }, mb: { type: "string", default: "10" } },
});
const CLIENTS = Number(values.clients);
const FILE_BYTES = Number(values.mb) * 1024 * 1024 - 4096;
const BOUNDARY = "----storeops-upload-memory";
const PDF = Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(FILE_BYTES, 0x20)]);

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/** A multipart body: text fields, then one file; the file's bytes are shared, never copied per client. */
function multipart(fields: Record<string, string>, file: { field: string; name: string }): Buffer[] {
  const head = Object.entries(fields)
    .map(
      ([name, value]) =>
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    )
    .join("");
  return [
    Buffer.from(
      `${head}--${BOUNDARY}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    PDF,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ];
}

/** Sends one upload; resolves with its status, or the error that ended it (a refusal that closed the connection mid-body). */
function send(base: string, url: string, parts: Buffer[], headers: Record<string, string> = {}) {
  return new Promise<string>((resolve) => {
    const length = parts.reduce((sum, part) => sum + part.length, 0);
    const request = http.request(`${base}${url}`, {
      method: "POST",
      headers: {
        ...headers,
        "content-type": `multipart/form-data; boundary=${BOUNDARY}`,
        "content-length": String(length),
      },
    });
    request.on("response", (response) => {
      response.resume();
      resolve(String(response.statusCode));
    });
    request.on("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? "error"));
    for (const part of parts) request.write(part);
    request.end();
  });
}

async function burst(server: ServerProcess, label: string, one: () => Promise<string>) {
  const pid = server.child.pid ?? 0;
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const idle = rssMb(pid);
  let peak = idle;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
  }, 10);
  const answers = await Promise.all(Array.from({ length: CLIENTS }, one));
  await new Promise((resolve) => setTimeout(resolve, 500));
  clearInterval(sampler);
  const tally: Record<string, number> = {};
  for (const answer of answers) tally[answer] = (tally[answer] ?? 0) + 1;
  console.log(
    `${label}: ${CLIENTS} × ${values.mb} MB → ${JSON.stringify(tally)}; RSS idle ${idle.toFixed(0)} MB, peak ${peak.toFixed(0)} MB, +${(peak - idle).toFixed(0)} MB`,
  );
  return peak - idle;
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "storeops-upload-memory-"));
const server = await startServer({ DATA_DIR: dataDir }, { stdio: "ignore" });
try {
  const postings = (await (await fetch(`${server.base}/api/careers`)).json()) as Array<{ id: string }>;
  const apply = `/api/careers/${postings[0]?.id}/applications`;
  const applicant = {
    first_name: "Load",
    last_name: "Test",
    email: "load.test@example.net",
    phone: "(206) 555-0100",
    agreed_to_terms: "true",
  };
  // Every request comes from 127.0.0.1: five accepted applications put it at its hourly limit.
  for (let i = 0; i < 5; i++) {
    const body = new FormData();
    for (const [name, value] of Object.entries(applicant)) body.append(name, value);
    const status = (await fetch(`${server.base}${apply}`, { method: "POST", body })).status;
    if (status !== 201) throw new Error(`application ${i + 1} answered ${status}`);
  }
  const careers = await burst(server, "careers (address at its limit)", () =>
    send(server.base, apply, multipart(applicant, { field: "resume", name: "cv.pdf" })),
  );

  const demo = (await (await fetch(`${server.base}/api/auth/v1/demo-accounts`)).json()) as {
    accounts: Array<{ email: string; store_codes: string[] }>;
  };
  const storeCode = demo.accounts.find((account) => account.email === "staff2@example.com")?.store_codes[0];
  const signIn = await fetch(`${server.base}/api/auth/v1/token`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "staff2@example.com", password: "Demo1234", store_code: storeCode }),
  });
  const token = ((await signIn.json()) as { access_token: string }).access_token;
  await burst(server, "upload-temp (one staff user)", () =>
    send(
      server.base,
      "/api/rest/v1/upload-temp/purchases",
      multipart({}, { field: "files", name: "a.pdf" }),
      {
        authorization: `Bearer ${token}`,
      },
    ),
  );
  console.log(careers <= 50 ? "careers burst within 50 MB of idle: ok" : "careers burst above 50 MB of idle");
} finally {
  server.child.kill("SIGTERM");
  await exited(server.child);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
