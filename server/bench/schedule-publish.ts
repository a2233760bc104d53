/**
 * Publishing 50 stores' weeks (issue #33; budget: at most 2 s in all): the server as `npm start`
 * runs it, on the generated business; the admin publishes each store's draft week (the week after
 * the data's end, data/bench-shifts.ts: 38 shifts of 10 people per generated store, and of up to
 * 10 active staff in each of the demo's 8 stores that the 50 include), one store after the other,
 * as a manager of each would. Each publish runs its transaction, its audit entry, the week's
 * history and looks up whom to tell (the generated staff have no sign-in accounts; the demo's that
 * have one get their notice). Prints the total and the slowest store; exit code 1 over budget.
 * The drafts are made drafts again first, so the measure can be run again.
 *
 *   npm run bench:publish -w server [-- --engine sqlite|postgres --scale 1|0.1]
 */
import { parseArgs } from "node:util";
import { sql } from "kysely";
import { loadConfig } from "../src/config.ts";
import { openKeyedDatabase } from "../src/db/keyed-database.ts";
import { uuidFromKey } from "../src/seed/random.ts";
import { addDays } from "../src/seed/time.ts";
import { mondayOf } from "./data/bench-shifts.ts";
import { storeCode } from "./data/generated-stores.ts";
import { dataSetEnv, generateDataSet } from "./data-set.ts";
import { signIn } from "./measure-kit.ts";
import { exited, startServer } from "./server-process.ts";

const { values } = parseArgs({
  options: {
    engine: { type: "string", default: "sqlite" },
    scale: { type: "string", default: "1" },
    stores: { type: "string", default: "50" },
    postgres: { type: "string", default: "postgres://postgres@127.0.0.1:5432" },
    /** Use this SQLite data folder instead of the default of the scale. */
    "sqlite-dir": { type: "string" },
  },
});
const BUDGET_MS = 2_000;

// The data set `npm run bench` uses for this engine and scale, generated when missing.
const env = dataSetEnv({
  engine: values.engine,
  scale: values.scale,
  postgres: values.postgres,
  sqliteDir: values["sqlite-dir"],
});
generateDataSet(env, values.scale);

// The stores with a drafted week after the data's end (every one of the 50), drafts again (a run
// before published them).
const data = openKeyedDatabase(loadConfig({ ...process.env, ...env }));
const end = await data.db
  .selectFrom("daily_income")
  .select(sql<string>`max(date)`.as("end"))
  .where("store_id", "=", uuidFromKey(`bench-store:${storeCode(0)}`))
  .executeTakeFirstOrThrow();
const week = addDays(mondayOf(end.end), 7);
const stores = (
  await data.db
    .selectFrom("shifts")
    .select("store_id")
    .distinct()
    .where("shift_date", ">=", week)
    .where("shift_date", "<=", addDays(week, 6))
    .orderBy("store_id")
    .limit(Number(values.stores))
    .execute()
).map((row) => row.store_id);
const reset = await data.db
  .updateTable("shifts")
  .set({ status: "draft", published_at: null, published_by: null })
  .where("store_id", "in", stores)
  .where("shift_date", ">=", week)
  .where("shift_date", "<=", addDays(week, 6))
  .executeTakeFirst();
await data.close();

const server = await startServer(env, { stdio: "ignore" });
try {
  const token = await signIn(server.base, "admin");
  const times: number[] = [];
  let published = 0;
  const started = performance.now();
  for (const storeId of stores) {
    const begun = performance.now();
    const response = await fetch(`${server.base}/api/schedules/publish`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({ store_id: storeId, week_start: week }),
    });
    if (!response.ok) throw new Error(`publish ${storeId}: ${response.status} ${await response.text()}`);
    published += ((await response.json()) as { published: number }).published;
    times.push(performance.now() - begun);
  }
  const total = performance.now() - started;
  times.sort((a, b) => a - b);
  console.log(
    `${values.engine}, scale ${values.scale}: published ${published} shifts of ${stores.length} stores' weeks of ${week} (${Number(reset.numUpdatedRows)} drafts) in ${Math.round(total)} ms (budget ${BUDGET_MS}); per store median ${Math.round(times[Math.floor(times.length / 2)] ?? 0)} ms, slowest ${Math.round(times.at(-1) ?? 0)} ms`,
  );
  if (total > BUDGET_MS) process.exitCode = 1;
} finally {
  server.child.kill();
  await exited(server.child);
}
