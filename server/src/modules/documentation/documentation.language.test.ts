import { cp, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { GUIDES, guideIn } from "@storeops/domain";
import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Actor } from "../../access/actor.ts";
import { REPO_ROOT } from "../../config.ts";
import type { DB } from "../../db/database.ts";

// A copy of docs/ without one guide's Spanish file: the service reads DOCS_DIR when it loads.
let docs: string;
let service: typeof import("./documentation.service.ts");
beforeAll(async () => {
  docs = await mkdtemp(path.join(tmpdir(), "storeops-docs-"));
  await cp(path.join(REPO_ROOT, "docs", "guides"), path.join(docs, "guides"), { recursive: true });
  await rm(path.join(docs, "guides", "clock-in.es.md"));
  process.env.DOCS_DIR = docs;
  // Loaded afresh, reading DOCS_DIR: another test file of this worker may have loaded it already.
  vi.resetModules();
  service = await import("./documentation.service.ts");
});
afterAll(async () => {
  delete process.env.DOCS_DIR;
  // The next file of this worker loads the service again, from the real docs/.
  vi.resetModules();
  await rm(docs, { recursive: true, force: true });
});

const admin = { user: { role: "admin" } } as Actor;
const db = undefined as unknown as Kysely<DB>;

describe("a guide without its Spanish file", () => {
  it("is served in English, title and Markdown, to a Spanish reader", async () => {
    const guide = GUIDES.find((entry) => entry.id === "clock-in");
    if (!guide) throw new Error("no clock-in guide");
    const document = await service.readDocument(db, admin, "clock-in", "es");
    expect(document.title).toBe(guide.title);
    expect(document.markdown.startsWith(`# ${guide.title}\n`)).toBe(true);
    // The others still in Spanish.
    const approve = await service.readDocument(db, admin, "approve", "es");
    expect(approve.title).toBe(guideIn(GUIDES[2], "es").title);
    expect(approve.markdown.startsWith("# Aprobar compras y gastos\n")).toBe(true);
  });
});
