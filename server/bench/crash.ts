/**
 * Crash safety (proof-and-operations issue): a stream of writes — purchases created, approved,
 * given a receipt, and time entries — against a server process killed with SIGKILL at random
 * moments and restarted, `--kills` times. Afterwards every write the client saw acknowledged must
 * be there with its audit entry and its file, and nothing may be half-done (a row without its
 * audit entry, an attachment without its file).
 *
 *   npm run crash -w server [-- --engine sqlite|postgres --kills 20 --clients 4]
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { sql } from "kysely";
import { openDatabase } from "../src/db/database.ts";
import { exited, type ServerProcess, startServer } from "./server-process.ts";
import { throwawayDatabase } from "./throwaway-database.ts";

const { values } = parseArgs({
  options: {
    engine: { type: "string", default: "sqlite" },
    kills: { type: "string", default: "20" },
    clients: { type: "string", default: "4" },
    postgres: { type: "string", default: "postgres://postgres@127.0.0.1:5432" },
  },
});
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "storeops-crash-"));
const throwaway =
  values.engine === "postgres" ? await throwawayDatabase(values.postgres, "storeops_crash") : undefined;
const databaseUrl = throwaway?.url ?? "";
const env = { DATA_DIR: dataDir, DATABASE_URL: databaseUrl };
const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

/** What the client saw acknowledged. */
const acked = {
  purchases: new Set<string>(),
  approved: new Set<string>(),
  files: new Set<string>(),
  entries: new Set<string>(),
};
let attempts = 0;
let refused = 0;
/**
 * Time entries of one employee may not overlap, so each gets a slot of its own over all clients
 * and kills: eight 50-minute entries a day, going back a day at a time from 2025-12-31.
 */
let entrySlot = 0;
function nextEntryTimes() {
  const slot = entrySlot++;
  const day = new Date(Date.UTC(2025, 11, 31 - Math.floor(slot / 8)));
  const hour = String(8 + (slot % 8)).padStart(2, "0");
  return {
    work_date: day.toISOString().slice(0, 10),
    clock_in_time: `${hour}:00`,
    clock_out_time: `${hour}:50`,
  };
}

async function call(base: string, token: string, method: string, url: string, body?: unknown) {
  const init: RequestInit = { method, headers: { authorization: `Bearer ${token}` } };
  if (body instanceof FormData) init.body = body;
  else if (body !== undefined) {
    init.body = JSON.stringify(body);
    init.headers = { ...init.headers, "content-type": "application/json" };
  }
  const response = await fetch(`${base}${url}`, init);
  // biome-ignore lint/suspicious/noExplicitAny: answers read loosely
  return { status: response.status, json: (await response.json().catch(() => null)) as any };
}

/** One client: writes until the server goes away (a refused connection ends the loop). */
async function client(
  server: ServerProcess,
  token: string,
  ctx: { store: string; employee: string },
  id: number,
) {
  for (let n = 0; ; n++) {
    attempts += 1;
    try {
      const invoice = `CRASH-${process.pid}-${server.port}-${id}-${n}`;
      const created = await call(server.base, token, "POST", "/api/rest/v1/purchases", {
        invoice_no: invoice,
        store_id: ctx.store,
        vendor: "Crash Test Supplies",
        amount: 10 + (n % 90),
        payment_type: "cash",
        purchase_date: "2026-01-15",
        due_date: "2026-01-15",
      });
      if (created.status !== 201) {
        refused += 1;
        continue;
      }
      acked.purchases.add(created.json.id);
      const form = new FormData();
      form.append("files", new Blob([PDF], { type: "application/pdf" }), "receipt.pdf");
      const upload = await call(server.base, token, "POST", "/api/rest/v1/upload-temp/purchases", form);
      if (upload.status === 200) {
        const temp = upload.json.files[0].name as string;
        const moved = await call(
          server.base,
          token,
          "POST",
          `/api/rest/v1/move-temp-files/purchases/${created.json.id}`,
          {
            tempFiles: [temp],
          },
        );
        if (moved.status === 200)
          for (const file of moved.json) acked.files.add(`${created.json.id}/${file.name}`);
      }
      const approved = await call(
        server.base,
        token,
        "POST",
        `/api/purchases/${created.json.id}/approve`,
        {},
      );
      if (approved.status === 200) acked.approved.add(created.json.id);
      const entry = await call(server.base, token, "POST", "/api/rest/v1/employee_time_entries", {
        store_id: ctx.store,
        employee_id: ctx.employee,
        ...nextEntryTimes(),
      });
      if (entry.status === 201) acked.entries.add(entry.json.id);
    } catch {
      return; // the server was killed
    }
  }
}

let server = await startServer(env, { stdio: "ignore" });
const signIn = await fetch(`${server.base}/api/auth/v1/token`, {
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify({ email: "admin@example.com", password: "Demo1234" }),
});
const token = ((await signIn.json()) as { access_token: string }).access_token;
const staff = await call(server.base, token, "GET", "/api/rest/v1/staff?limit=50");
const member = (staff.json as Array<{ id: string; store_id: string | null }>).find((row) => row.store_id);
if (!member?.store_id)
  throw new Error(`no staff member with a store: ${JSON.stringify(staff.json).slice(0, 200)}`);
const ctx = { store: member.store_id, employee: member.id };

for (let kill = 1; kill <= Number(values.kills); kill++) {
  const clients = Array.from({ length: Number(values.clients) }, (_, i) => client(server, token, ctx, i));
  await new Promise((resolve) => setTimeout(resolve, 500 + Math.random() * 2500));
  server.child.kill("SIGKILL");
  await exited(server.child);
  await Promise.all(clients);
  process.stdout.write(`kill ${kill}: ${acked.purchases.size} purchases acknowledged so far\n`);
  server = await startServer(env, { stdio: "ignore", port: server.port + 1 });
}
server.child.kill("SIGTERM");
await exited(server.child);

// Check: every acknowledged write is there, with its audit entry and its file; nothing half-done.
const database = openDatabase({ dataDir, databaseUrl: databaseUrl || undefined });
const problems: string[] = [];
const purchases = await database.db
  .selectFrom("purchases")
  .select(["id", "status", "invoice_no"])
  .where("invoice_no", "like", "CRASH-%")
  .execute();
const byId = new Map(purchases.map((row) => [row.id, row]));
const audits = await database.db
  .selectFrom("audit_logs")
  .select(["target_id", "action"])
  .where("target_table", "in", ["purchases", "employee_time_entries"])
  .execute();
const audited = new Set(audits.map((row) => `${row.action} ${row.target_id}`));
for (const id of acked.purchases) if (!byId.has(id)) problems.push(`acknowledged purchase ${id} is missing`);
for (const id of acked.approved)
  if (byId.get(id)?.status !== "approved") problems.push(`acknowledged approval of ${id} is missing`);
for (const row of purchases) {
  if (!audited.has(`CREATE ${row.id}`)) problems.push(`purchase ${row.invoice_no} has no CREATE audit entry`);
  if (row.status === "approved" && !audited.has(`APPROVE ${row.id}`))
    problems.push(`approval of ${row.invoice_no} has no audit entry`);
}
const entries = await database.db.selectFrom("employee_time_entries").select("id").execute();
const entryIds = new Set(entries.map((row) => row.id));
for (const id of acked.entries) {
  if (!entryIds.has(id)) problems.push(`acknowledged time entry ${id} is missing`);
  else if (!audited.has(`CREATE ${id}`)) problems.push(`time entry ${id} has no audit entry`);
}
const { rows: attachments } = await sql<{
  owner_id: string;
  name: string;
}>`select owner_id, stored_name as name from attachments where owner_table = 'purchases'`.execute(
  database.db,
);
const attached = new Set(attachments.map((row) => `${row.owner_id}/${row.name}`));
for (const key of acked.files)
  if (!attached.has(key)) problems.push(`acknowledged file ${key} is not attached`);
for (const row of attachments) {
  if (byId.has(row.owner_id) && !fs.existsSync(path.join(dataDir, "files", "purchases", row.name))) {
    problems.push(`attachment ${row.name} has no file`);
  }
}
await database.close();
process.stdout.write(
  `\n${values.engine}: ${values.kills} kills, ${attempts} write sequences started, ${refused} refused; acknowledged: ${acked.purchases.size} purchases, ${acked.approved.size} approvals, ${acked.files.size} files, ${acked.entries.size} time entries\n` +
    (problems.length === 0
      ? "every acknowledged write is there with its audit entry and file; nothing half-done\n"
      : `${problems.length} problems:\n${problems.slice(0, 50).join("\n")}\n`),
);
fs.rmSync(dataDir, { recursive: true, force: true });
await throwaway?.drop();
process.exit(problems.length === 0 ? 0 : 1);
