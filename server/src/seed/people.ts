import type { StoreKind } from "./catalog.ts";
import { type SeedContext, type StoreSeed, staffWeek, type UserSeed } from "./context.ts";
import { FIRST_NAMES, LAST_NAMES } from "./names.ts";
import { type Rng, rngFor, roundTo, uuidFromKey } from "./random.ts";
import { addDays, maxDate } from "./time.ts";

/** The employees (staff records) of every store and their pay. */
export interface StaffSeed {
  key: string;
  id: string;
  store: StoreSeed;
  /** The sign-in account of the same person (store managers and demo staff), if any. */
  user: UserSeed | null;
  name: string;
  email: string;
  phone: string;
  position: string;
  employmentType: "full-time" | "part-time";
  salaryType: "hourly" | "monthly";
  hourlyRate: number | null;
  monthlySalary: number | null;
  hoursPerWeek: number;
  hireDate: string;
  workdays: readonly number[];
  shift: "open" | "mid" | "close";
  shiftMinutes: number;
  leave: { type: string; start: string; end: string; reason: string } | null;
}

const MANAGER_SALARY: Record<StoreKind, readonly [number, number]> = {
  cafe: [5200, 5900],
  retail: [6000, 6900],
  online: [5800, 6400],
  realty: [7200, 7900],
};
const ASSISTANT_SALARY: Record<StoreKind, readonly [number, number]> = {
  cafe: [4100, 4600],
  retail: [4500, 5200],
  online: [4400, 4900],
  realty: [5000, 5600],
};
const LEAVES = [
  { type: "vacation", from: -4, to: 9, reason: "Family vacation" },
  { type: "maternity", from: -26, to: 58, reason: "Parental leave after the birth of a child" },
];

export function buildStaff(ctx: SeedContext): StaffSeed[] {
  const usedNames = new Set(ctx.users.map((user) => user.def.name));
  const staff = ctx.stores.flatMap((store) => storeTeam(ctx, store, usedNames));
  const rng = rngFor("leave");
  const candidates = rng.shuffle(staff.filter((member) => !member.user && member.hireDate < ctx.start));
  const onLeaveStores = new Set<string>();
  for (const leave of LEAVES) {
    const member = candidates.find(
      (c) => !onLeaveStores.has(c.store.def.code) && c.store.def.status === "active",
    );
    if (!member) break;
    onLeaveStores.add(member.store.def.code);
    const start = addDays(ctx.today, leave.from);
    member.leave = { type: leave.type, start, end: addDays(ctx.today, leave.to), reason: leave.reason };
  }
  return staff;
}

function storeTeam(ctx: SeedContext, store: StoreSeed, usedNames: Set<string>): StaffSeed[] {
  const { def, profile } = store;
  const rng = rngFor(`staff:${def.code}`);
  const openDays = store.hours.flatMap((hours, day) => (hours ? [day] : []));
  const team: StaffSeed[] = [];
  const add = (member: Omit<StaffSeed, "key" | "id" | "store" | "leave">): void => {
    const key = `${def.code}:${member.email}`;
    team.push({ ...member, key, id: uuidFromKey(`staff:${key}`), store, leave: null });
  };
  const hired = (minDays: number, maxDays: number): string =>
    maxDate(addDays(ctx.today, -rng.int(minDays, maxDays)), def.established);

  const manager = store.manager;
  if (manager.def.stores[0] === def.code) {
    add({
      user: manager,
      name: manager.def.name,
      email: manager.def.email,
      phone: manager.def.phone,
      position: def.kind === "realty" ? "Manager" : "Store Manager",
      employmentType: "full-time",
      salaryType: "monthly",
      hourlyRate: null,
      monthlySalary: roundTo(rng.int(...MANAGER_SALARY[def.kind]) * 100, 5000),
      hoursPerWeek: 40,
      hireDate: hired(900, 2400),
      workdays: [1, 2, 3, 4, 5],
      shift: "open",
      shiftMinutes: 8 * 60,
    });
  }
  for (const user of ctx.users) {
    if (user.def.role !== "staff" || !user.def.stores.includes(def.code)) continue;
    const workdays = staffWeek(user, store);
    add({
      user,
      name: user.def.name,
      email: user.def.email,
      phone: user.def.phone,
      position: user.def.jobTitle,
      employmentType: workdays.length >= 5 ? "full-time" : "part-time",
      salaryType: "hourly",
      hourlyRate: def.kind === "cafe" ? 1925 : 1850,
      monthlySalary: null,
      hoursPerWeek: workdays.length * 8,
      hireDate: hired(500, 500),
      workdays,
      shift: def.kind === "cafe" ? "open" : "mid",
      shiftMinutes: 8 * 60,
    });
  }
  for (const position of profile.positions.slice(0, Math.max(0, def.staffCount - team.length))) {
    const name = uniqueName(rng, usedNames);
    const monthly =
      position === "Assistant Manager" || (def.kind === "realty" && position === "Sales Associate");
    const partTime =
      !monthly &&
      ["Cashier", "Sales Associate", "Customer Service Rep"].includes(position) &&
      rng.chance(0.4);
    const days = partTime ? rng.int(3, 4) : 5;
    const dayMinutes = partTime ? rng.pick([300, 360]) : 480;
    const bonus =
      position === "Team Lead" || position === "Supervisor" ? 250 : position === "Maintenance" ? 200 : 0;
    const [low, high] =
      monthly && position === "Assistant Manager" ? ASSISTANT_SALARY[def.kind] : [3800, 4600];
    add({
      user: null,
      name,
      email: `${name.toLowerCase().replace(" ", ".")}@example.com`,
      phone: `${def.phone.slice(0, 5)} 555-01${String(rng.int(10, 99))}`,
      position,
      employmentType: partTime ? "part-time" : "full-time",
      salaryType: monthly ? "monthly" : "hourly",
      hourlyRate: monthly ? null : roundTo(rng.int(...profile.hourly) + bonus, 25),
      monthlySalary: monthly ? roundTo(rng.int(low, high) * 100, 5000) : null,
      hoursPerWeek: (days * dayMinutes) / 60,
      hireDate: rng.chance(0.15) ? hired(45, 330) : hired(380, 2600),
      ...pickSchedule(rng, openDays, days),
      shift: rng.pick(["open", "mid", "close"] as const),
      shiftMinutes: dayMinutes,
    });
  }
  return team;
}

function pickSchedule(rng: Rng, openDays: readonly number[], days: number): { workdays: number[] } {
  return { workdays: rng.sample(openDays, days).sort((a, b) => a - b) };
}

/** A full name not used yet, preferring a first name nobody else has. */
function uniqueName(rng: Rng, used: Set<string>): string {
  const firstNames = new Set([...used].map((name) => name.split(" ")[0]));
  for (let attempt = 0; ; attempt++) {
    const first = rng.pick(FIRST_NAMES);
    const name = `${first} ${rng.pick(LAST_NAMES)}`;
    if (used.has(name) || (attempt < 30 && firstNames.has(first))) continue;
    used.add(name);
    return name;
  }
}
