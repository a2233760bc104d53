import type { STAFF_POSITIONS } from "@storeops/domain";
import type { StoreKind } from "./catalog.ts";

/** How each kind of store trades: hours, rhythm, payment mix and team shape. */

/** A position the staff module offers. */
type StaffPosition = (typeof STAFF_POSITIONS)[number];

/** Opening and closing time of a day. */
type DayHours = readonly [open: string, close: string];

/** Opening and closing time per weekday, Sunday first; null when closed. */
export type WeekHours = readonly (DayHours | null)[];

/** A week's hours: Sunday, Monday to Thursday alike, Friday (as Thursday unless given), Saturday. */
function week(sunday: DayHours | null, weekdays: DayHours, saturday: DayHours, friday = weekdays): WeekHours {
  return [sunday, weekdays, weekdays, weekdays, weekdays, friday, saturday];
}

export const WEEK_HOURS: Record<StoreKind, WeekHours> = {
  cafe: week(["07:00", "17:00"], ["06:30", "18:00"], ["07:00", "17:00"]),
  retail: week(["10:00", "18:00"], ["09:00", "19:00"], ["09:00", "20:00"], ["09:00", "20:00"]),
  online: week(["08:00", "16:00"], ["08:00", "17:00"], ["08:00", "16:00"]),
  realty: week(null, ["09:00", "18:00"], ["10:00", "16:00"]),
};

export interface KindProfile {
  /** Takings multiplier per weekday, Sunday first. */
  weekdayFactor: readonly number[];
  /** Takings multiplier per month, January first. */
  season: readonly number[];
  /** Share of takings paid in cash and "other" (gift cards, app, wire); the rest is card. */
  cashShare: number;
  otherShare: number;
  purchasesPerWeek: number;
  expensesPerWeek: number;
  /** Positions of the team besides the store manager, in hiring order. */
  positions: readonly StaffPosition[];
  skills: readonly string[];
  /** Base hourly rate range in cents. */
  hourly: readonly [number, number];
  closedOnHolidays: boolean;
}

/** Each trait of a kind of store, kind by kind: a kind's profile is its column of this table. */
const TRAITS: { [T in keyof KindProfile]: Record<StoreKind, KindProfile[T]> } = {
  weekdayFactor: {
    cafe: [1.12, 0.92, 0.95, 0.97, 1.0, 1.08, 1.25],
    retail: [0.85, 0.8, 0.82, 0.88, 0.95, 1.15, 1.45],
    online: [1.05, 1.15, 1.05, 1.0, 0.98, 0.92, 0.95],
    realty: [0, 1.0, 1.0, 1.0, 1.05, 1.15, 0.55],
  },
  season: {
    cafe: [0.9, 0.92, 0.97, 1.0, 1.03, 1.05, 1.05, 1.04, 1.0, 1.0, 1.02, 1.1],
    retail: [0.85, 0.82, 0.92, 0.95, 1.0, 1.0, 0.98, 1.03, 0.95, 1.0, 1.22, 1.5],
    online: [0.88, 0.85, 0.9, 0.92, 0.95, 0.95, 0.97, 1.0, 0.98, 1.05, 1.35, 1.6],
    realty: [0.7, 0.75, 0.95, 1.1, 1.2, 1.25, 1.2, 1.1, 1.0, 0.95, 0.85, 0.75],
  },
  cashShare: { cafe: 0.22, retail: 0.12, online: 0, realty: 0.01 },
  otherShare: { cafe: 0.06, retail: 0.05, online: 0.14, realty: 0.62 },
  purchasesPerWeek: { cafe: 4, retail: 3.6, online: 3, realty: 2.5 },
  expensesPerWeek: { cafe: 1.4, retail: 1.5, online: 1, realty: 1.3 },
  positions: {
    cafe: [
      "Assistant Manager",
      "Team Lead",
      "Cashier",
      "Sales Associate",
      "Customer Service Rep",
      "Cashier",
      "Supervisor",
    ],
    retail: [
      "Assistant Manager",
      "Sales Associate",
      "Cashier",
      "Inventory Specialist",
      "Customer Service Rep",
      "Security Guard",
      "Sales Associate",
      "Team Lead",
    ],
    online: [
      "Supervisor",
      "Inventory Specialist",
      "Inventory Specialist",
      "Customer Service Rep",
      "Maintenance",
    ],
    realty: [
      "Assistant Manager",
      "Sales Associate",
      "Customer Service Rep",
      "Sales Associate",
      "Maintenance",
    ],
  },
  skills: {
    cafe: [
      "Espresso",
      "Latte Art",
      "Cash Handling",
      "Customer Service",
      "Food Safety",
      "Inventory",
      "Opening/Closing",
      "POS Systems",
    ],
    retail: [
      "Visual Merchandising",
      "Cash Handling",
      "Customer Service",
      "Inventory Management",
      "POS Systems",
      "Loss Prevention",
      "Sales",
      "Stock Replenishment",
    ],
    online: [
      "Order Fulfillment",
      "Shipping & Receiving",
      "Inventory Management",
      "Forklift Certified",
      "Customer Support",
      "Returns Processing",
    ],
    realty: [
      "Property Showings",
      "Lease Negotiation",
      "CRM",
      "Tenant Relations",
      "Contract Review",
      "Market Analysis",
      "Property Maintenance",
    ],
  },
  hourly: { cafe: [1750, 2150], retail: [1700, 2250], online: [1850, 2400], realty: [2100, 2600] },
  closedOnHolidays: { cafe: true, retail: true, online: false, realty: true },
};

/** How a kind of store trades: its column of TRAITS. */
function profileOf(kind: StoreKind): KindProfile {
  const traits = Object.entries(TRAITS).map(([trait, byKind]) => [trait, byKind[kind]]);
  return Object.fromEntries(traits) as KindProfile;
}

export const PROFILES: Record<StoreKind, KindProfile> = {
  cafe: profileOf("cafe"),
  retail: profileOf("retail"),
  online: profileOf("online"),
  realty: profileOf("realty"),
};

/** The department that goes with a position. */
export function departmentFor(position: string, kind: StoreKind): string {
  switch (position) {
    case "Store Manager":
    case "Manager":
    case "Assistant Manager":
      return "Management";
    case "Sales Associate":
    case "Cashier":
      return "Sales";
    case "Customer Service Rep":
      return "Customer Service";
    case "Team Lead":
      return kind === "realty" ? "Marketing" : "Sales";
    default:
      return "Operations";
  }
}
