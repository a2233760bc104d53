import { readFile } from "node:fs/promises";
import path from "node:path";
import {
  type AppLanguage,
  BASE_LANGUAGE,
  canOpen,
  formatMoney,
  MSG,
  type TDocumentContent,
  type TDocumentSummary,
} from "@storeops/domain";
import type { Kysely } from "kysely";
import type { Actor } from "../../access/actor.ts";
import { storeSums } from "../../aggregates/store-totals.ts";
import { REPO_ROOT } from "../../config.ts";
import type { DB } from "../../db/database.ts";
import { AppError, forbidden } from "../../errors.ts";
import { DOCUMENTS, documentIn, documentsFor } from "./documentation.catalog.ts";

/** docs/ at the repository's root, or DOCS_DIR. */
const DOCS_DIR = path.resolve(process.env.DOCS_DIR ?? path.join(REPO_ROOT, "docs"));
/** The guides' screenshots (npm run screenshots -w e2e -- --out docs/guides/images guides). */
const IMAGES_DIR = path.join(DOCS_DIR, "guides", "images");
const IMAGE_NAME = /^[a-z0-9-]+\.png$/;

function requireReader(actor: Actor): void {
  if (!canOpen(actor.user.role, "/documentation")) throw forbidden();
}

/** `GET /api/documentation`: the index in the reader's language, for those who may open the documentation. */
export function listDocuments(actor: Actor, language: AppLanguage = BASE_LANGUAGE): TDocumentSummary[] {
  requireReader(actor);
  return documentsFor(actor.user.role)
    .map((document) => documentIn(document, language))
    .map(({ id, title, description, kind }) => ({ id, title, description, kind }));
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

/** A Markdown file of docs/, or undefined when there is none. */
async function readMarkdown(file: string): Promise<string | undefined> {
  try {
    return await readFile(path.join(DOCS_DIR, file), "utf8");
  } catch {
    return undefined;
  }
}

/**
 * `GET /api/documentation/{id}`: one document's Markdown in the reader's language, the English
 * one (and title) where no translation is written; the overview ends with live totals.
 */
export async function readDocument(
  db: Kysely<DB>,
  actor: Actor,
  id: string,
  language: AppLanguage = BASE_LANGUAGE,
  now = new Date(),
): Promise<TDocumentContent> {
  requireReader(actor);
  const entry = DOCUMENTS.find((document) => document.id === id);
  if (!entry) throw notFound();
  // A guide of another job, or a developer document for someone other than an admin.
  if (!documentsFor(actor.user.role).includes(entry)) throw forbidden();
  let shown = documentIn(entry, language);
  let markdown = await readMarkdown(shown.file);
  if (markdown === undefined && shown !== entry) {
    shown = entry;
    markdown = await readMarkdown(entry.file);
  }
  if (markdown === undefined) throw notFound();
  if (entry.id === "overview") markdown = `${markdown.trimEnd()}\n\n${await liveTotals(db, actor, now)}\n`;
  return { id: shown.id, title: shown.title, kind: shown.kind, markdown };
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
