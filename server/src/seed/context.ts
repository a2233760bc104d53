import { INDUSTRIES, type IndustryKey, STORES, type StoreDef } from "./catalog.ts";
import { ACCOUNTS, type AccountDef, DEMO_STAFF_WEEK, USER_AGENTS } from "./names.ts";
import { type KindProfile, PROFILES, WEEK_HOURS, type WeekHours } from "./profiles.ts";
import { type Rng, uuidFromKey } from "./random.ts";
import { addDays, earliestLocalDate, isHoliday, toMinutes, weekday } from "./time.ts";
import { VENDORS, type VendorDef } from "./vendors.ts";

/** Everything the generators share: the calendar window, the cast with their ids, the audit trail. */
export interface AuditEvent {
  at: string;
  userId: string;
  action: "CREATE" | "UPDATE" | "LOGIN";
  table: string;
  targetId: string;
  description: string;
  changes: Record<string, unknown> | null;
}

export interface UserSeed {
  def: AccountDef;
  id: string;
  userAgent: string;
}

export interface StoreSeed {
  def: StoreDef;
  id: string;
  industryId: string;
  profile: KindProfile;
  hours: WeekHours;
  manager: UserSeed;
  /** The last day the store traded (the day before maintenance began, else today). */
  tradingUntil: string;
}

export interface VendorSeed {
  def: VendorDef;
  id: string;
}

export interface SeedContext {
  /** The moment of seeding (ISO 8601 UTC): every seeded instant lies before it. */
  now: string;
  /** The UTC date of the moment of seeding. */
  today: string;
  /**
   * The last day with activity: the day before the earliest local "today" among the stores' time
   * zones, so a business day seeded in Los Angeles has ended there before the moment of seeding.
   */
  lastDay: string;
  /** First day of the twelve months of history. */
  start: string;
  /** The day the business started using the back office: accounts and stores were entered. */
  setupDate: string;
  /** Audit entries are kept for the last three weeks. */
  auditFrom: string;
  industryIds: Record<IndustryKey, string>;
  stores: StoreSeed[];
  users: UserSeed[];
  admin: UserSeed;
  ceo: UserSeed;
  accounting: UserSeed;
  vendors: VendorSeed[];
  events: AuditEvent[];
}

export function createContext(now: Date): SeedContext {
  const today = now.toISOString().slice(0, 10);
  const lastDay = addDays(
    earliestLocalDate(
      now,
      STORES.map((store) => store.timezone),
    ),
    -1,
  );
  const start = addDays(today, -364);
  const users = ACCOUNTS.map((def, index) => ({
    def,
    id: uuidFromKey(`user:${def.email}`),
    userAgent: USER_AGENTS[index % USER_AGENTS.length] ?? "",
  }));
  const byEmail = (email: string): UserSeed => {
    const user = users.find((candidate) => candidate.def.email === email);
    if (!user) throw new Error(`unknown demo account ${email}`);
    return user;
  };
  const industryIds = Object.fromEntries(
    INDUSTRIES.map((industry) => [industry.key, uuidFromKey(`industry:${industry.code}`)]),
  ) as Record<IndustryKey, string>;
  const stores = STORES.map((def): StoreSeed => {
    const manager = users.find(
      (user) => user.def.role === "store_manager" && user.def.stores.includes(def.code),
    );
    if (!manager) throw new Error(`store ${def.code} has no manager`);
    return {
      def,
      id: uuidFromKey(`store:${def.code}`),
      industryId: industryIds[def.industry],
      profile: PROFILES[def.kind],
      hours: WEEK_HOURS[def.kind],
      manager,
      tradingUntil: def.maintenanceDays ? addDays(today, -def.maintenanceDays - 1) : lastDay,
    };
  });
  return {
    now: now.toISOString(),
    today,
    lastDay,
    start,
    setupDate: addDays(start, -30),
    auditFrom: addDays(today, -20),
    industryIds,
    stores,
    users,
    admin: byEmail("admin@example.com"),
    ceo: byEmail("ceo@example.com"),
    accounting: byEmail("accounting@example.com"),
    vendors: VENDORS.map((def) => ({ def, id: uuidFromKey(`vendor:${def.code}`) })),
    events: [],
  };
}

/** Opening and closing minutes of a store on a date, or null when it did not trade. */
export function tradingHours(store: StoreSeed, date: string): readonly [number, number] | null {
  if (date > store.tradingUntil) return null;
  if (store.profile.closedOnHolidays && isHoliday(date)) return null;
  const hours = store.hours[weekday(date)];
  return hours ? [toMinutes(hours[0]), toMinutes(hours[1])] : null;
}

/** The demo staff account that works in this store on this weekday, if any. */
export function staffUserOn(ctx: SeedContext, store: StoreSeed, date: string): UserSeed | null {
  const day = weekday(date);
  for (const user of ctx.users) {
    if (user.def.role !== "staff") continue;
    if (user.def.stores.includes(store.def.code) && staffWeek(user, store).includes(day)) return user;
  }
  return null;
}

export function staffWeek(user: UserSeed, store: StoreSeed): readonly number[] {
  return DEMO_STAFF_WEEK[user.def.email]?.[store.def.code] ?? [];
}

/** Who records a store's paperwork on a date: the demo staff on shift, sometimes, else the manager. */
export function recorderFor(ctx: SeedContext, store: StoreSeed, date: string, rng: Rng): UserSeed {
  const staff = staffUserOn(ctx, store, date);
  return staff && rng.chance(0.6) ? staff : store.manager;
}

/** Who approves or rejects a store's purchases and expenses. */
export function approverFor(ctx: SeedContext, store: StoreSeed, rng: Rng): UserSeed {
  const accountingCovers = ctx.accounting.def.stores.includes(store.def.code);
  return rng.weighted<UserSeed>([
    [store.manager, 5],
    [ctx.accounting, accountingCovers ? 4 : 0],
    [ctx.admin, 1],
  ]);
}

/** Who records payments: accounting for its stores, otherwise the admin. */
export function payerFor(ctx: SeedContext, store: StoreSeed): UserSeed {
  return ctx.accounting.def.stores.includes(store.def.code) ? ctx.accounting : ctx.admin;
}

/** Keeps an audit event when it falls inside the audit window. */
export function logEvent(ctx: SeedContext, event: AuditEvent): void {
  if (event.at.slice(0, 10) >= ctx.auditFrom) ctx.events.push(event);
}
