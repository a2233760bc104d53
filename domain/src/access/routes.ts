import { ROLES, type Role } from "./roles.ts";

export interface AppRoute {
  path: string;
  /** i18n key of the menu label. */
  label: string;
  /** Roles that may open the route; the menu shows exactly these. */
  roles: readonly Role[];
}

const ALL = ROLES;

/** Spec 1 §2.1 with docs/decisions.md, Roles and the permission matrix: one table drives the route guard, the menu and the tests. */
export const APP_ROUTES = [
  { path: "/dashboard", label: "nav.dashboard", roles: ALL },
  { path: "/industries", label: "nav.industries", roles: ["admin", "ceo"] },
  { path: "/categories", label: "nav.categories", roles: ["admin", "ceo"] },
  { path: "/stores", label: "nav.stores", roles: ["admin", "ceo", "store_manager"] },
  { path: "/users", label: "nav.users", roles: ["admin"] },
  { path: "/staff", label: "nav.staff", roles: ["admin"] },
  { path: "/careers-admin", label: "nav.careersAdmin", roles: ["admin", "ceo"] },
  { path: "/purchases", label: "nav.purchases", roles: ALL },
  { path: "/expenses", label: "nav.expenses", roles: ALL },
  { path: "/daily-income", label: "nav.dailyIncome", roles: ALL },
  { path: "/cash-ups", label: "nav.cashUps", roles: ALL },
  { path: "/time-attendance", label: "nav.timeAttendance", roles: ALL },
  { path: "/schedules", label: "nav.schedules", roles: ALL },
  { path: "/payroll", label: "nav.payroll", roles: ["admin"] },
  // Accounting runs, approves and pays its stores' payroll (the permission matrix, payroll_runs):
  // the Payroll screen's pay run panel, without the wages and withdrawals that are admin only.
  { path: "/payroll-runs", label: "nav.payRuns", roles: ["accounting"] },
  { path: "/vendors", label: "nav.vendors", roles: ["admin"] },
  { path: "/reports", label: "nav.reports", roles: ["admin", "ceo", "accounting"] },
  { path: "/budgets", label: "nav.budgets", roles: ["admin", "ceo", "accounting", "store_manager"] },
  { path: "/approval-rules", label: "nav.approvalRules", roles: ["admin", "ceo"] },
  { path: "/audit", label: "nav.audit", roles: ["admin", "ceo"] },
  { path: "/documentation", label: "nav.documentation", roles: ALL },
  { path: "/settings", label: "nav.settings", roles: ALL },
  { path: "/profile", label: "nav.profile", roles: ALL },
] as const satisfies readonly AppRoute[];

/** Routes anyone may open, signed in or not (the kiosk answers only a registered tablet's calls). */
export const PUBLIC_ROUTES = ["/", "/careers", "/login", "/kiosk"] as const;

export type AppPath = (typeof APP_ROUTES)[number]["path"];

export function routeFor(path: string): AppRoute | undefined {
  return APP_ROUTES.find((route) => route.path === path);
}

export function canOpen(role: Role, path: string): boolean {
  const route = routeFor(path);
  return route !== undefined && (route.roles as readonly Role[]).includes(role);
}

/** The menu of a role: exactly the routes it may open, in table order. */
export function menuFor(role: Role): AppRoute[] {
  return APP_ROUTES.filter((route) => (route.roles as readonly Role[]).includes(role));
}

/** Bottom tab bar on phones (spec 1 §2.4). */
export const MOBILE_TABS = ["/dashboard", "/daily-income", "/expenses", "/purchases", "/reports"] as const;

/** Every path a tab bar may hold. */
export type MobileTab = (typeof MOBILE_TABS)[number] | "/time-attendance";

/**
 * A role's tabs: the spec's, each where the role may open it; staff get Time & Attendance in
 * Purchases' place (issue #30: clocking in is their daily job at the counter).
 */
export function mobileTabsFor(role: Role): MobileTab[] {
  const tabs: MobileTab[] = MOBILE_TABS.map((path) =>
    role === "staff" && path === "/purchases" ? "/time-attendance" : path,
  );
  return tabs.filter((path) => canOpen(role, path));
}
