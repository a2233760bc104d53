import type { StoreKind } from "./catalog.ts";

/** How each kind of store trades: hours, rhythm, payment mix and team shape. */

/** Opening and closing time per weekday, Sunday first; null when closed. */
export type WeekHours = readonly (readonly [open: string, close: string] | null)[];

export const WEEK_HOURS: Record<StoreKind, WeekHours> = {
  cafe: [
    ["07:00", "17:00"],
    ["06:30", "18:00"],
    ["06:30", "18:00"],
    ["06:30", "18:00"],
    ["06:30", "18:00"],
    ["06:30", "18:00"],
    ["07:00", "17:00"],
  ],
  retail: [
    ["10:00", "18:00"],
    ["09:00", "19:00"],
    ["09:00", "19:00"],
    ["09:00", "19:00"],
    ["09:00", "19:00"],
    ["09:00", "20:00"],
    ["09:00", "20:00"],
  ],
  online: [
    ["08:00", "16:00"],
    ["08:00", "17:00"],
    ["08:00", "17:00"],
    ["08:00", "17:00"],
    ["08:00", "17:00"],
    ["08:00", "17:00"],
    ["08:00", "16:00"],
  ],
  realty: [
    null,
    ["09:00", "18:00"],
    ["09:00", "18:00"],
    ["09:00", "18:00"],
    ["09:00", "18:00"],
    ["09:00", "18:00"],
    ["10:00", "16:00"],
  ],
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
  positions: readonly string[];
  skills: readonly string[];
  /** Base hourly rate range in cents. */
  hourly: readonly [number, number];
  closedOnHolidays: boolean;
}

export const PROFILES: Record<StoreKind, KindProfile> = {
  cafe: {
    weekdayFactor: [1.12, 0.92, 0.95, 0.97, 1.0, 1.08, 1.25],
    season: [0.9, 0.92, 0.97, 1.0, 1.03, 1.05, 1.05, 1.04, 1.0, 1.0, 1.02, 1.1],
    cashShare: 0.22,
    otherShare: 0.06,
    purchasesPerWeek: 4,
    expensesPerWeek: 1.4,
    positions: [
      "Assistant Manager",
      "Team Lead",
      "Cashier",
      "Sales Associate",
      "Customer Service Rep",
      "Cashier",
      "Supervisor",
    ],
    skills: [
      "Espresso",
      "Latte Art",
      "Cash Handling",
      "Customer Service",
      "Food Safety",
      "Inventory",
      "Opening/Closing",
      "POS Systems",
    ],
    hourly: [1750, 2150],
    closedOnHolidays: true,
  },
  retail: {
    weekdayFactor: [0.85, 0.8, 0.82, 0.88, 0.95, 1.15, 1.45],
    season: [0.85, 0.82, 0.92, 0.95, 1.0, 1.0, 0.98, 1.03, 0.95, 1.0, 1.22, 1.5],
    cashShare: 0.12,
    otherShare: 0.05,
    purchasesPerWeek: 3.6,
    expensesPerWeek: 1.5,
    positions: [
      "Assistant Manager",
      "Sales Associate",
      "Cashier",
      "Inventory Specialist",
      "Customer Service Rep",
      "Security Guard",
      "Sales Associate",
      "Team Lead",
    ],
    skills: [
      "Visual Merchandising",
      "Cash Handling",
      "Customer Service",
      "Inventory Management",
      "POS Systems",
      "Loss Prevention",
      "Sales",
      "Stock Replenishment",
    ],
    hourly: [1700, 2250],
    closedOnHolidays: true,
  },
  online: {
    weekdayFactor: [1.05, 1.15, 1.05, 1.0, 0.98, 0.92, 0.95],
    season: [0.88, 0.85, 0.9, 0.92, 0.95, 0.95, 0.97, 1.0, 0.98, 1.05, 1.35, 1.6],
    cashShare: 0,
    otherShare: 0.14,
    purchasesPerWeek: 3,
    expensesPerWeek: 1,
    positions: [
      "Supervisor",
      "Inventory Specialist",
      "Inventory Specialist",
      "Customer Service Rep",
      "Maintenance",
    ],
    skills: [
      "Order Fulfillment",
      "Shipping & Receiving",
      "Inventory Management",
      "Forklift Certified",
      "Customer Support",
      "Returns Processing",
    ],
    hourly: [1850, 2400],
    closedOnHolidays: false,
  },
  realty: {
    weekdayFactor: [0, 1.0, 1.0, 1.0, 1.05, 1.15, 0.55],
    season: [0.7, 0.75, 0.95, 1.1, 1.2, 1.25, 1.2, 1.1, 1.0, 0.95, 0.85, 0.75],
    cashShare: 0.01,
    otherShare: 0.62,
    purchasesPerWeek: 2.5,
    expensesPerWeek: 1.3,
    positions: [
      "Assistant Manager",
      "Sales Associate",
      "Customer Service Rep",
      "Sales Associate",
      "Maintenance",
    ],
    skills: [
      "Property Showings",
      "Lease Negotiation",
      "CRM",
      "Tenant Relations",
      "Contract Review",
      "Market Analysis",
      "Property Maintenance",
    ],
    hourly: [2100, 2600],
    closedOnHolidays: true,
  },
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
