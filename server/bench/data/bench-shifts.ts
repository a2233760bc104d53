/**
 * The generated stores' schedules (issue #33; docs/decisions.md, Schedules): each employee's
 * shifts of the two whole weeks before the data's end, published, and of the week after it, drafts
 * (what the publishing measure publishes). Five shifts a week for the first four (full time),
 * three for the others, opening or closing by turns. Added once to a database that holds the
 * generated business and no shifts yet: ~7,500 rows at 50 stores, in well under a second.
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

function storeWeek(index: number, monday: string, status: "draft" | "published", zone: string): Row[] {
  const code = storeCode(index);
  const storeId = uuidFromKey(`bench-store:${code}`);
  const rows: Row[] = [];
  const at = `${addDays(monday, -4)}T17:00:00.000Z`;
  for (let n = 0; n < STAFF_PER_STORE; n++) {
    const days = n < 4 ? [0, 1, 2, 3, 4] : [(n + 1) % 7, (n + 3) % 7, (n + 5) % 7];
    for (const offset of days) {
      const date = addDays(monday, offset);
      const [start, end] = (n + offset) % 2 === 0 ? ["07:00", "15:00"] : ["14:00", "22:00"];
      const times = timesFromWallClock(date, start, end, zone);
      rows.push({
        id: uuidFromKey(`bench-shift:${code}:${n}:${date}`),
        created_at: at,
        updated_at: at,
        store_id: storeId,
        employee_id: uuidFromKey(`bench-staff:${code}:${n}`),
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
  const stores = await db.selectFrom("stores").select(["code", "timezone"]).where("code", "like", "GEN-%").execute();
  const zones = new Map(stores.map((store) => [store.code, store.timezone]));
  const lastMonday = mondayOf(end);
  let written = 0;
  await db.transaction().execute(async (trx) => {
    for (let index = 0; zones.has(storeCode(index)); index++) {
      const zone = zones.get(storeCode(index)) ?? "UTC";
      const rows = [
        ...storeWeek(index, addDays(lastMonday, -14), "published", zone),
        ...storeWeek(index, addDays(lastMonday, -7), "published", zone),
        ...storeWeek(index, addDays(lastMonday, 7), "draft", zone),
      ];
      await insertRows(trx, "shifts", rows);
      written += rows.length;
    }
  });
  return written;
}
