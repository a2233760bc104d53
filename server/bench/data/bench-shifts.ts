/**
 * The generated stores' schedules (issue #33; docs/decisions.md, Schedules): each employee's
 * shifts of the two whole weeks before the data's end, published, and of the week after it, drafts
 * (what the publishing measure publishes). Five shifts a week for the first four (full time),
 * three for the others, opening or closing by turns. The demo's stores, which the generated
 * business takes among its 50, get a draft week after the data's end too (up to ten of each one's
 * active staff), so that publishing "50 stores' weeks" publishes 50. Added once to a database that
 * holds the generated business and no shifts yet: ~7,800 rows at 50 stores, in well under a second.
 */
import { shiftHours, timesFromWallClock } from "@storeops/domain";
import type { Kysely } from "kysely";
import type { DB, Row } from "../../src/db/database.ts";
import { insertRows } from "../../src/seed/insert.ts";
import { uuidFromKey } from "../../src/seed/random.ts";
import { addDays, weekday } from "../../src/seed/time.ts";
import { STAFF_PER_STORE, storeCode } from "./generated-stores.ts";

/** The Monday of the week of `date` (weeks from Monday, as the schedule screens show them). */
export function mondayOf(date: string): string {
  return addDays(date, -((weekday(date) + 6) % 7));
}

interface WeekStore {
  code: string;
  id: string;
  zone: string;
  employees: readonly string[];
}

/** A generated store: its id and its people's ids are derived from its code. */
function generatedStore(index: number, zone: string): WeekStore {
  const code = storeCode(index);
  const employees = Array.from({ length: STAFF_PER_STORE }, (_, n) => uuidFromKey(`bench-staff:${code}:${n}`));
  return { code, id: uuidFromKey(`bench-store:${code}`), zone, employees };
}

function storeWeek(store: WeekStore, monday: string, status: "draft" | "published"): Row[] {
  const { code, zone } = store;
  const rows: Row[] = [];
  const at = `${addDays(monday, -4)}T17:00:00.000Z`;
  for (const [n, employeeId] of store.employees.entries()) {
    const days = n < 4 ? [0, 1, 2, 3, 4] : [(n + 1) % 7, (n + 3) % 7, (n + 5) % 7];
    for (const offset of days) {
      const date = addDays(monday, offset);
      const [start, end] = (n + offset) % 2 === 0 ? ["07:00", "15:00"] : ["14:00", "22:00"];
      const times = timesFromWallClock(date, start, end, zone);
      rows.push({
        id: uuidFromKey(`bench-shift:${code}:${n}:${date}`),
        created_at: at,
        updated_at: at,
        store_id: store.id,
        employee_id: employeeId,
        position: null,
        ...times,
        break_minutes: 30,
        hours: shiftHours(times.start_at, times.end_at, 30),
        status,
        published_at: status === "published" ? at : null,
        published_by: null,
        notes: null,
        created_by: null,
      });
    }
  }
  return rows;
}

/** Adds the schedules when the generated stores have none; answers how many shifts it wrote. */
export async function addBenchShifts(db: Kysely<DB>, end: string): Promise<number> {
  const first = uuidFromKey(`bench-store:${storeCode(0)}`);
  const existing = await db.selectFrom("shifts").select("id").where("store_id", "=", first).limit(1).execute();
  if (existing.length > 0) return 0;
  const stores = await db.selectFrom("stores").select(["id", "code", "timezone"]).execute();
  const zones = new Map(stores.map((store) => [store.code, store.timezone]));
  const lastMonday = mondayOf(end);
  const draftWeek = addDays(lastMonday, 7);
  let written = 0;
  await db.transaction().execute(async (trx) => {
    for (let index = 0; zones.has(storeCode(index)); index++) {
      const store = generatedStore(index, zones.get(storeCode(index)) ?? "UTC");
      const rows = [
        ...storeWeek(store, addDays(lastMonday, -14), "published"),
        ...storeWeek(store, addDays(lastMonday, -7), "published"),
        ...storeWeek(store, draftWeek, "draft"),
      ];
      await insertRows(trx, "shifts", rows);
      written += rows.length;
    }
    for (const store of stores.filter((s) => !s.code.startsWith("GEN-"))) {
      const planned = await trx
        .selectFrom("shifts")
        .select("id")
        .where("store_id", "=", store.id)
        .where("shift_date", ">=", draftWeek)
        .where("shift_date", "<=", addDays(draftWeek, 6))
        .limit(1)
        .execute();
      if (planned.length > 0) continue;
      const staff = await trx
        .selectFrom("staff")
        .select("id")
        .where("store_id", "=", store.id)
        .where("status", "=", "active")
        .orderBy("id")
        .limit(STAFF_PER_STORE)
        .execute();
      const week = { code: store.code, id: store.id, zone: store.timezone, employees: staff.map((row) => row.id) };
      const rows = storeWeek(week, draftWeek, "draft");
      if (rows.length > 0) await insertRows(trx, "shifts", rows);
      written += rows.length;
    }
  });
  return written;
}
