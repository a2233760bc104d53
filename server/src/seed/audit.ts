import type { Row } from "../db/database.ts";
import { type AuditEvent, type SeedContext, staffWeek, type UserSeed } from "./context.ts";
import { type Rng, rngFor, uuidFromKey } from "./random.ts";
import { addMinutes, dateRange, instantAt, weekday } from "./time.ts";

/**
 * The audit trail of the last three weeks: the CREATE and UPDATE events the generators
 * recorded, plus a LOGIN before each user's first action of a day and on other working days.
 */
export function auditRows(ctx: SeedContext): { rows: Row[]; lastLogins: Map<string, string> } {
  const events: AuditEvent[] = [...ctx.events];
  const firstOfDay = new Map<string, string>();
  for (const event of ctx.events) {
    const key = `${event.userId}|${event.at.slice(0, 10)}`;
    const seen = firstOfDay.get(key);
    if (!seen || event.at < seen) firstOfDay.set(key, event.at);
  }
  const lastLogins = new Map<string, string>();
  for (const user of ctx.users) {
    const rng = rngFor(`logins:${user.def.email}`);
    for (const date of dateRange(ctx.auditFrom, ctx.lastDay)) {
      const storeCode = workStore(ctx, user, date);
      const first = firstOfDay.get(`${user.id}|${date}`);
      let at: string | null = null;
      if (first) at = addMinutes(first, -rng.int(3, 45));
      else if (worksToday(user, date, storeCode, rng))
        at = instantAt(date, rng.int(8 * 60, 10 * 60 + 30), homeZone(ctx, user));
      if (!at) continue;
      events.push({
        at,
        userId: user.id,
        action: "LOGIN",
        table: "users",
        targetId: user.id,
        description: storeCode && user.def.role === "staff" ? `Signed in to ${storeCode}` : "Signed in",
        changes: storeCode && user.def.role === "staff" ? { store_code: storeCode } : null,
      });
      const previous = lastLogins.get(user.id);
      if (!previous || at > previous) lastLogins.set(user.id, at);
    }
  }
  events.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
  const names = new Map(ctx.users.map((user) => [user.id, user]));
  const rows = events.map((event, index) => {
    const user = names.get(event.userId);
    return {
      id: uuidFromKey(`audit:${index}:${event.at}:${event.targetId}`),
      created_at: event.at,
      updated_at: event.at,
      user_id: event.userId,
      user_name: user?.def.name ?? null,
      action: event.action,
      target_table: event.table,
      target_id: event.targetId,
      description: event.description,
      changes: event.changes ? JSON.stringify(event.changes) : null,
      ip_address: "127.0.0.1",
      user_agent: user?.userAgent ?? null,
    };
  });
  return { rows, lastLogins };
}

/** The store a demo staff account works in on that date. */
function workStore(ctx: SeedContext, user: UserSeed, date: string): string | null {
  if (user.def.role !== "staff") return null;
  const store = ctx.stores.find((candidate) => staffWeek(user, candidate).includes(weekday(date)));
  return store?.def.code ?? null;
}

function worksToday(user: UserSeed, date: string, storeCode: string | null, rng: Rng): boolean {
  const day = weekday(date);
  switch (user.def.role) {
    case "staff":
      return storeCode !== null && rng.chance(0.8);
    case "store_manager":
      return day !== 0 && rng.chance(0.75);
    case "accounting":
      return day !== 0 && day !== 6 && rng.chance(0.85);
    case "admin":
      return day !== 0 && day !== 6 && rng.chance(0.7);
    default:
      return day !== 0 && day !== 6 && rng.chance(0.5);
  }
}

function homeZone(ctx: SeedContext, user: UserSeed): string {
  const code = user.def.stores[0];
  const store = ctx.stores.find((candidate) => candidate.def.code === code);
  if (store) return store.def.timezone;
  return user.def.role === "admin" ? "America/Los_Angeles" : "America/New_York";
}
