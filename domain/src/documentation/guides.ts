import type { Role } from "../access/roles.ts";
import { canOpen } from "../access/routes.ts";
import { matchWords } from "../search/commands.ts";
import { type AppLanguage, BASE_LANGUAGE } from "../shared/translation.ts";
import { GUIDES_ES } from "./guides.es.ts";

/**
 * The user guides of the in-app documentation (docs/decisions.md, Documentation): one per daily
 * job, each a Markdown file of docs/guides/ read by the roles that do that job. `screens` are the
 * routes whose "?" opens the guide (the first guide of the list a role may read wins), `words`
 * what global search also matches besides the title and the description. The title, description
 * and words are written here in English; guides.es.ts holds their Spanish, and each guide's
 * Markdown has its Spanish beside it (docs/guides/<id>.es.md).
 */
export interface GuideEntry {
  id: string;
  title: string;
  description: string;
  roles: readonly Role[];
  screens: readonly string[];
  words: readonly string[];
}

export const GUIDES = [
  {
    id: "record-takings",
    title: "Record today's takings",
    description: "Enter the day's cash, card and other income of your store, and correct it within 24 hours.",
    roles: ["admin", "store_manager", "staff"],
    screens: ["/daily-income"],
    words: ["daily income", "sales", "cash", "card", "till", "end of day"],
  },
  {
    id: "submit-expense",
    title: "Submit an expense with a receipt",
    description:
      "Add an expense or a purchase with a photo of the receipt, and follow it until it is approved.",
    roles: ["admin", "staff"],
    screens: ["/expenses", "/purchases"],
    words: ["receipt", "photo", "purchase", "invoice", "spend", "reimburse"],
  },
  {
    id: "approve",
    title: "Approve purchases and expenses",
    description:
      "Review what your stores submitted: approve it, reject it with a reason, or mark a purchase paid.",
    roles: ["admin", "accounting", "store_manager"],
    screens: ["/purchases", "/expenses", "/dashboard"],
    words: ["review", "reject", "pending", "pay", "paid"],
  },
  {
    id: "clock-in",
    title: "Clock in and out",
    description: "Start and end your shift from Time & Attendance, and see your hours.",
    roles: ["admin", "store_manager", "staff"],
    screens: ["/time-attendance"],
    words: ["time", "attendance", "shift", "hours", "clock out", "timesheet"],
  },
  {
    id: "count-drawer",
    title: "Count the drawer at close",
    description:
      "Count the till at the end of the day, see what it should hold, and submit it; accounting approves a drawer that is off.",
    roles: ["admin", "accounting", "store_manager", "staff"],
    screens: ["/cash-ups"],
    words: ["cash-up", "cash up", "till", "drawer", "float", "variance", "short", "over", "deposit", "safe"],
  },
  {
    id: "run-payroll",
    title: "Run payroll",
    description:
      "Run a pay period's payroll by store: hours, overtime, advances and net pay; approve it, mark it paid and download the payslips.",
    roles: ["admin", "accounting"],
    screens: ["/payroll", "/payroll-runs"],
    words: [
      "wages",
      "pay run",
      "pay period",
      "overtime",
      "payslip",
      "advance",
      "withdrawal",
      "net pay",
      "salary",
    ],
  },
  {
    id: "close-month",
    title: "Close the month",
    description:
      "Settle what waits, check takings and cash-ups, read each store's month-end pack against its budget, keep its PDF and close the pay period.",
    roles: ["admin", "ceo", "accounting"],
    screens: ["/reports", "/budgets"],
    words: [
      "month end",
      "month-end pack",
      "budget",
      "report",
      "export",
      "csv",
      "pdf",
      "xlsx",
      "profit",
      "variance",
      "accountant",
    ],
  },
  {
    id: "add-store",
    title: "Add a store",
    description: "Open a new store: its code, industry, address, time zone and manager.",
    roles: ["admin"],
    screens: ["/stores"],
    words: ["new store", "location", "branch", "shop"],
  },
  {
    id: "add-user",
    title: "Add a user",
    description: "Give a person an account with a role and stores, and hand them their one-time password.",
    roles: ["admin"],
    screens: ["/users", "/staff"],
    words: ["account", "employee", "role", "password", "invite", "sign in"],
  },
  {
    id: "post-job",
    title: "Post a job",
    description: "Publish an opening on the public careers page and follow the applications.",
    roles: ["admin", "ceo"],
    screens: ["/careers-admin"],
    words: ["careers", "hiring", "vacancy", "applicant", "recruit"],
  },
] as const satisfies readonly GuideEntry[];

/** A guide's id: every one has its Spanish in guides.es.ts (the type says so). */
export type GuideId = (typeof GUIDES)[number]["id"];

/** What a reader reads of a guide in the catalog, translated per language. */
export type GuideText = Pick<GuideEntry, "title" | "description" | "words">;

/** A guide with its title, description and words in `language` (English where none is written). */
export function guideIn(guide: GuideEntry, language: AppLanguage): GuideEntry {
  if (language === BASE_LANGUAGE) return guide;
  const text = (GUIDES_ES as Readonly<Record<string, GuideText>>)[guide.id];
  return text ? { ...guide, ...text } : guide;
}

/** The guides a role may read, in catalog order, in `language`. */
export function guidesFor(role: Role, language: AppLanguage = BASE_LANGUAGE): GuideEntry[] {
  return GUIDES.filter((guide) => (guide.roles as readonly Role[]).includes(role)).map((guide) =>
    guideIn(guide, language),
  );
}

/** The guide of a screen for a role (its "?"), if one is written for it. */
export function guideForScreen(
  role: Role,
  path: string,
  language: AppLanguage = BASE_LANGUAGE,
): GuideEntry | undefined {
  return guidesFor(role, language).find((guide) => guide.screens.includes(path));
}

/** The developer documents (API, schema, deployment…) are for admins only (the route table aside). */
export function readsDeveloperDocuments(role: Role): boolean {
  return role === "admin" && canOpen(role, "/documentation");
}

/**
 * The guides of a role whose title, description or words, in `language`, contain every word of
 * the text (accents aside).
 */
export function matchGuides(role: Role, text: string, language: AppLanguage = BASE_LANGUAGE): GuideEntry[] {
  return matchWords(guidesFor(role, language), text, (guide) =>
    [guide.title, guide.description, ...guide.words].join(" "),
  );
}
