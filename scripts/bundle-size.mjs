// What each page of the web app downloads, from the build's manifest (run after npm run build -w web):
// the entry, the page's own chunks, and everything those import statically, gzipped as the server
// sends them (the .gz files written at build time). Fails past a budget, when a public page loads
// a piece of the signed-in app, or when a page uses a Mantine component whose styles it does not
// load (the app imports Mantine's CSS per component: web/src/app/styles/). Issue 15 item 7: the sign-in route ≤ 200 KB of gzipped JS.
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import zlib from "node:zlib";

const DIST = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, "../web/dist"));
const KB = 1024;

/** Signed-in pages sit inside the layout shell. Budgets are gzipped JavaScript. */
const SHELL = ["src/app/RequireAuth.tsx", "src/app/layout/AppLayout.tsx"];
const ROUTES = [
  // Issue #28 item 12: small common chunks are copied into their importers, in strict execution
  // order (web/vite.config.ts): / 37 → 8 files, /login 54 → 9, /careers 45 → 9, the signed-in
  // pages 136 → 22 (/dashboard) and 168 → 26 (/purchases). An earlier regrouping by hand, without
  // the strict order, ran a module before the messages it read (a blank page for staff signing in).
  { path: "/", chunks: ["src/app/pages/LandingPage.tsx"], publicPage: true, budgetKB: 165 },
  { path: "/login", chunks: ["src/features/auth/LoginPage.tsx"], publicPage: true, budgetKB: 185 },
  // 170, not 165: the language choice and the localized refusals of the apply form (Spanish) add
  // 2.5 KB gzipped to every public page; /careers carries the form's inputs besides.
  // 172 since issue #30: the message table every page carries (MSG, English and Spanish) gained the
  // kiosk's and the breaks' words (170.1 KB); splitting the table per page is the way back down.
  // 174 since the cash-ups, the notifications and the offline queue: their words joined the same
  // table, and api.ts (every page's) keeps the last answers for offline use (172.1 KB measured).
  // 172 since the table is split (issue #28): the public pages carry PUBLIC_MSG (sign-in, access,
  // careers, files, requests: 83 of ~400 messages), the signed-in app adds the rest (167.8 KB), then
  // the route table of approvals, budgets, payroll runs and the lazy-load order of the back
  // office's messages (169.6 KB measured).
  { path: "/careers", chunks: ["src/features/careers/CareersPage.tsx"], publicPage: true, budgetKB: 175 },
  // The signed-in pages Lighthouse measures (issue #28 item 12): the Spanish texts, zod, the form
  // library, Ctrl+K's search and, on /dashboard, the lists' state out of their first load; on a
  // phone /purchases no longer loads the desktop table (306.7 KB and 396.0 KB measured with
  // Rolldown's own split; 315.8 KB and 413.8 KB in 22 and 26 files with the strict execution
  // order's wrappers and the copied common chunks).
  { path: "/dashboard", chunks: [...SHELL, "src/features/dashboard/DashboardPage.tsx"], budgetKB: 320 },
  { path: "/purchases", chunks: [...SHELL, "src/features/purchases/PurchasesPage.tsx"], budgetKB: 420 },
  { path: "/expenses", chunks: [...SHELL, "src/features/expenses/ExpensesPage.tsx"] },
  { path: "/vendors", chunks: [...SHELL, "src/features/vendors/VendorsPage.tsx"] },
  { path: "/reports", chunks: [...SHELL, "src/features/reports/ReportsPage.tsx"] },
  { path: "/time-attendance", chunks: [...SHELL, "src/features/time-entries/TimeAttendancePage.tsx"] },
  { path: "/settings", chunks: [...SHELL, "src/features/settings/SettingsPage.tsx"] },
];

/** What the public pages must never load: the signed-in app's shell and its heavy libraries. */
const NOT_ON_PUBLIC_PAGES = [
  "src/app/layout",
  "mantine-datatable",
  "@mantine/charts",
  "recharts",
  "@mantine/dropzone",
  "@mantine/spotlight",
];

function readJson(file) {
  if (!fs.existsSync(file)) {
    console.error(`${path.relative(process.cwd(), file)} is missing: run npm run build -w web first`);
    process.exit(1);
  }
  return JSON.parse(fs.readFileSync(file, "utf8"));
}

/** Mantine's class names (m_1a2b3c4d) and the per-component file that styles each. */
const MANTINE_CLASS = /\bm_[0-9a-f]{5,8}\b/g;
const mantineStyles = path.dirname(
  createRequire(path.join(import.meta.dirname, "../web/package.json")).resolve("@mantine/core/styles.css"),
);
const styledBy = new Map();
for (const file of fs.readdirSync(path.join(mantineStyles, "styles"))) {
  if (!file.endsWith(".css") || file.endsWith(".layer.css")) continue;
  const text = fs.readFileSync(path.join(mantineStyles, "styles", file), "utf8");
  for (const [name] of text.matchAll(MANTINE_CLASS)) if (!styledBy.has(name)) styledBy.set(name, file);
}
const classesIn = (files) =>
  new Set(
    files.flatMap((file) =>
      [...fs.readFileSync(path.join(DIST, file), "utf8").matchAll(MANTINE_CLASS)].map((m) => m[0]),
    ),
  );

const manifest = readJson(path.join(DIST, ".vite/manifest.json"));
const sources = readJson(path.join(DIST, ".vite/chunk-sources.json"));
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);

/** The manifest keys of these chunks and of everything they import statically. */
function closure(keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    if (!manifest[key]) throw new Error(`${key} is not in the manifest (was the page renamed?)`);
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return seen;
}

/** Bytes on the wire: the pre-compressed .gz when the build wrote one, else the file gzipped here. */
function gzippedBytes(file) {
  const full = path.join(DIST, file);
  if (fs.existsSync(`${full}.gz`)) return fs.statSync(`${full}.gz`).size;
  return zlib.gzipSync(fs.readFileSync(full), { level: 9 }).length;
}

const rows = [];
const failures = [];
for (const route of ROUTES) {
  const chunks = [...closure([entryKey, ...route.chunks])].map((key) => manifest[key]);
  const js = chunks.map((chunk) => chunk.file);
  const css = [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))];
  const jsKB = js.reduce((sum, file) => sum + gzippedBytes(file), 0) / KB;
  const cssKB = css.reduce((sum, file) => sum + gzippedBytes(file), 0) / KB;
  const over = route.budgetKB !== undefined && jsKB > route.budgetKB;
  rows.push({
    route: route.path,
    "JS files": js.length,
    "JS KB gz": Number(jsKB.toFixed(1)),
    "CSS KB gz": Number(cssKB.toFixed(1)),
    "budget KB": route.budgetKB ?? "",
    result: route.budgetKB === undefined ? "" : over ? "OVER" : "ok",
  });
  if (over) failures.push(`${route.path}: ${jsKB.toFixed(1)} KB of gzipped JS, budget ${route.budgetKB} KB`);
  const styled = classesIn(css);
  const unstyled = new Set(
    [...classesIn(js)]
      .filter((name) => styledBy.has(name) && !styled.has(name))
      .map((name) => styledBy.get(name)),
  );
  if (unstyled.size) {
    failures.push(
      `${route.path} uses Mantine components whose CSS it does not load: ${[...unstyled].join(", ")}`,
    );
  }
  if (route.publicPage) {
    const loaded = new Set(js.flatMap((file) => Object.keys(sources[file] ?? {})));
    for (const forbidden of NOT_ON_PUBLIC_PAGES) {
      const hits = [...loaded].filter((owner) => owner === forbidden || owner.startsWith(`${forbidden}/`));
      if (hits.length) failures.push(`${route.path} loads ${hits.join(", ")} (signed-in app only)`);
    }
  }
}

console.table(rows);
if (failures.length) {
  for (const failure of failures) console.error(`✗ ${failure}`);
  process.exit(1);
}
console.log("✓ every page within its budget; the public pages load none of the signed-in app");
