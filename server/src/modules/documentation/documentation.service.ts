import { readFile } from "node:fs/promises";
import path from "node:path";
import { canOpen, formatMoney, MSG, type TDocumentContent, type TDocumentSummary } from "@storeops/domain";
import type { Kysely } from "kysely";
import type { Actor } from "../../access/actor.ts";
import { storeSums } from "../../aggregates/store-totals.ts";
import { REPO_ROOT } from "../../config.ts";
import type { DB } from "../../db/database.ts";
import { AppError, forbidden } from "../../errors.ts";
import { DOCUMENTS, documentsFor } from "./documentation.catalog.ts";

/** docs/ at the repository's root, or DOCS_DIR. */
const DOCS_DIR = path.resolve(process.env.DOCS_DIR ?? path.join(REPO_ROOT, "docs"));
/** The guides' screenshots (npm run screenshots -w e2e -- --out docs/guides/images guides). */
const IMAGES_DIR = path.join(DOCS_DIR, "guides", "images");
const IMAGE_NAME = /^[a-z0-9-]+\.png$/;

function requireReader(actor: Actor): void {
  if (!canOpen(actor.user.role, "/documentation")) throw forbidden();
}

/** `GET /api/documentation`: the index, for those who may open the documentation (admin). */
export function listDocuments(actor: Actor): TDocumentSummary[] {
  requireReader(actor);
  return documentsFor(actor.user.role).map(({ id, title, description, kind }) => ({
    id,
    title,
    description,
    kind,
  }));
}

/** `GET /api/documentation/images/{name}`: one screenshot of the guides, for any reader. */
export async function readGuideImage(actor: Actor, name: string): Promise<Buffer> {
  requireReader(actor);
  if (!IMAGE_NAME.test(name)) throw notFound();
  try {
    return await readFile(path.join(IMAGES_DIR, name));
  } catch {
    throw notFound();
  }
}

const notFound = () => new AppError(404, "not_found", MSG.docsNotFound);

/** `GET /api/documentation/{id}`: one document's Markdown; the overview ends with live totals. */
export async function readDocument(
  db: Kysely<DB>,
  actor: Actor,
  id: string,
  now = new Date(),
): Promise<TDocumentContent> {
  requireReader(actor);
  const entry = DOCUMENTS.find((document) => document.id === id);
  if (!entry) throw notFound();
  // A guide of another job, or a developer document for someone other than an admin.
  if (!documentsFor(actor.user.role).includes(entry)) throw forbidden();
  let markdown: string;
  try {
    markdown = await readFile(path.join(DOCS_DIR, entry.file), "utf8");
  } catch {
    throw notFound();
  }
  if (entry.id === "overview") markdown = `${markdown.trimEnd()}\n\n${await liveTotals(db, actor, now)}\n`;
  return { id: entry.id, title: entry.title, kind: entry.kind, markdown };
}

/** All-time income, purchases, expenses and net profit of the reader's stores (the counting rules of docs/decisions.md, Documentation). */
async function liveTotals(db: Kysely<DB>, actor: Actor, now: Date): Promise<string> {
  const today = now.toISOString().slice(0, 10);
  const sums = await storeSums(db, actor.scope, `${today.slice(0, 8)}01`, today);
  const total = (key: "income" | "purchases" | "expenses") => sums.reduce((sum, row) => sum + row[key], 0);
  const income = total("income");
  const purchases = total("purchases");
  const expenses = total("expenses");
  const net = income - purchases - expenses;
  return [
    "## Live totals",
    "",
    `All-time figures of your ${sums.length} store${sums.length === 1 ? "" : "s"}, read when this page was opened (${now.toISOString().slice(0, 16).replace("T", " ")} UTC). Purchases and expenses count unless rejected.`,
    "",
    `- **Total income:** ${formatMoney(income)}`,
    `- **Total purchases:** ${formatMoney(purchases)}`,
    `- **Total expenses:** ${formatMoney(expenses)}`,
    `- **Net profit:** ${formatMoney(net)}`,
  ].join("\n");
}
