import {
  type AppLanguage,
  BASE_LANGUAGE,
  type DOCUMENT_KINDS,
  GUIDES,
  type GuideEntry,
  guideIn,
  guidesFor,
  type Role,
  readsDeveloperDocuments,
} from "@storeops/domain";

/** Who a document is written for: a person doing a daily job, or the admin running the system. */
type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** A document of the in-app documentation, a Markdown file under the repository's docs/. */
export interface DocumentEntry {
  id: string;
  title: string;
  description: string;
  file: string;
  kind: DocumentKind;
}

/** The eight developer documents (spec 3), for admins. */
const DEVELOPER_DOCUMENTS: readonly Omit<DocumentEntry, "kind">[] = [
  {
    id: "overview",
    title: "Overview",
    description: "What StoreOps does, for whom, its screens, and live totals for your stores.",
    file: "overview.md",
  },
  {
    id: "rbac-guide",
    title: "RBAC Guide",
    description: "The five roles, the stores each reaches and the permission matrix the API enforces.",
    file: "rbac-guide.md",
  },
  {
    id: "api-reference",
    title: "API Reference",
    description:
      "Authentication, the generic data API, its query options, errors and the product's own calls.",
    file: "api-reference.md",
  },
  {
    id: "database-schema",
    title: "Database Schema",
    description: "Every table, its key columns, money in cents, the aggregates and the audit hash chain.",
    file: "database-schema.md",
  },
  {
    id: "deployment",
    title: "Deployment",
    description: "Running StoreOps on SQLite or PostgreSQL, configuration, files, backups and upgrades.",
    file: "deployment.md",
  },
  {
    id: "technical-reference",
    title: "Technical Reference",
    description: "The workspaces, how a request flows, sessions, audit, exports, search and tests.",
    file: "technical-reference.md",
  },
  {
    id: "known-issues",
    title: "Known Issues",
    description: "Limits and open problems of this version, and what each costs.",
    file: "known-issues.md",
  },
  {
    id: "release-notes",
    title: "Release Notes",
    description: "What this version contains, by area, and what changed from the specification.",
    file: "release-notes.md",
  },
];

const guideDocument = (guide: GuideEntry): DocumentEntry => ({
  id: guide.id,
  title: guide.title,
  description: guide.description,
  file: `guides/${guide.id}.md`,
  kind: "guide",
});

/** Every document: the user guides (docs/guides/), then the developer documents. */
export const DOCUMENTS: readonly DocumentEntry[] = [
  ...GUIDES.map(guideDocument),
  ...DEVELOPER_DOCUMENTS.map((document) => ({ ...document, kind: "developer" as const })),
];

/** The documents a role reads: the guides of its jobs, and the developer documents for admins. */
export function documentsFor(role: Role): DocumentEntry[] {
  const guides = new Set(guidesFor(role).map((guide) => guide.id));
  return DOCUMENTS.filter((document) =>
    document.kind === "guide" ? guides.has(document.id) : readsDeveloperDocuments(role),
  );
}

/**
 * A document as a reader of `language` reads it: a guide's title and description in that language
 * and its Markdown beside the English one (docs/guides/<id>.es.md). The developer documents are
 * written in English only.
 */
export function documentIn(document: DocumentEntry, language: AppLanguage): DocumentEntry {
  if (document.kind !== "guide" || language === BASE_LANGUAGE) return document;
  const guide = GUIDES.find((entry) => entry.id === document.id);
  if (!guide) return document;
  return { ...guideDocument(guideIn(guide, language)), file: `guides/${guide.id}.${language}.md` };
}
