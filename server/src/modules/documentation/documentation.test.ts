import { readFile } from "node:fs/promises";
import path from "node:path";
import { formatMoney, GUIDES, guideIn, guidesFor, MSG, ROLES } from "@storeops/domain";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asAdmin } from "../../../test/demo-stores.ts";
import { describeLadder } from "../../../test/ladder.ts";
import { client, createTestApp, signIn, type TestApp } from "../../../test/test-app.ts";
import { REPO_ROOT } from "../../config.ts";

let t: TestApp;
const app = () => t;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const IDS = [
  "overview",
  "rbac-guide",
  "api-reference",
  "database-schema",
  "deployment",
  "technical-reference",
  "known-issues",
  "release-notes",
];
const TITLES = [
  "Overview",
  "RBAC Guide",
  "API Reference",
  "Database Schema",
  "Deployment",
  "Technical Reference",
  "Known Issues",
  "Release Notes",
];

const GUIDE_IDS = GUIDES.map((guide) => guide.id);

describeLadder("/api/documentation", app, {
  method: "GET",
  url: "/api/documentation",
  forbidden: null,
  outOfScope: null,
  badRequest: null,
  success: {
    as: "admin",
    check: (response) => {
      const index = response.json();
      expect(index.map((entry: { id: string }) => entry.id)).toEqual([...GUIDE_IDS, ...IDS]);
      expect(index.map((entry: { kind: string }) => entry.kind)).toEqual([
        ...GUIDE_IDS.map(() => "guide"),
        ...IDS.map(() => "developer"),
      ]);
      expect(index.slice(GUIDE_IDS.length).map((entry: { title: string }) => entry.title)).toEqual(TITLES);
      for (const entry of index) expect(entry.description.length).toBeGreaterThan(20);
    },
  },
});

describeLadder("/api/documentation/{id}", app, {
  method: "GET",
  url: "/api/documentation/rbac-guide",
  forbidden: { as: "accounting" },
  outOfScope: { as: "admin", url: "/api/documentation/critical-issues", message: MSG.docsNotFound },
  badRequest: null,
  success: {
    as: "admin",
    check: (response) => {
      expect(response.json()).toMatchObject({ id: "rbac-guide", title: "RBAC Guide" });
      expect(response.json().markdown).toContain("Permission matrix");
    },
  },
});

describe("the guides", () => {
  it("lists to each role the guides of its jobs and, to admins only, the developer documents", async () => {
    for (const role of ROLES) {
      const account = role === "store_manager" ? "store_manager" : role;
      const api = client(t.app, (await signIn(t.app, account)).token);
      const index = (await api.get("/api/documentation")).json() as Array<{ id: string; kind: string }>;
      expect(
        index.filter((entry) => entry.kind === "guide").map((entry) => entry.id),
        role,
      ).toEqual(guidesFor(role).map((guide) => guide.id));
      expect(
        index.some((entry) => entry.kind === "developer"),
        role,
      ).toBe(role === "admin");
      const developer = await api.get("/api/documentation/rbac-guide");
      expect(developer.statusCode, role).toBe(role === "admin" ? 200 : 403);
    }
    const staff = client(t.app, (await signIn(t.app, "staff")).token);
    expect(guidesFor("staff").map((guide) => guide.id)).toEqual([
      "record-takings",
      "submit-expense",
      "clock-in",
      "count-drawer",
    ]);
    expect((await staff.get("/api/documentation/run-payroll")).statusCode).toBe(403);
    const clockIn = await staff.get("/api/documentation/clock-in");
    expect(clockIn.statusCode).toBe(200);
    expect(clockIn.json()).toMatchObject({ id: "clock-in", title: "Clock in and out", kind: "guide" });
  });

  it("has a Markdown file for every guide, each with pictures the server serves", async () => {
    const api = await asAdmin(t);
    for (const guide of GUIDES) {
      const { markdown } = (await api.get(`/api/documentation/${guide.id}`)).json();
      expect(markdown.startsWith(`# ${guide.title}\n`), guide.id).toBe(true);
      const images = [...markdown.matchAll(/!\[[^\]]+\]\(images\/([a-z0-9-]+\.png)\)/g)].map((m) => m[1]);
      expect(images.length, guide.id).toBeGreaterThan(0);
      for (const image of images) {
        const response = await api.get(`/api/documentation/images/${image}`);
        expect(response.statusCode, image).toBe(200);
        expect(response.headers["content-type"]).toBe("image/png");
        expect(response.rawPayload.subarray(1, 4).toString()).toBe("PNG");
      }
    }
    for (const name of ["..%2F..%2Fpackage.json", "missing.png", "approve-1.PNG"])
      expect((await api.get(`/api/documentation/images/${name}`)).statusCode, name).toBe(404);
    expect((await client(t.app).get("/api/documentation/images/approve-1.png")).statusCode).toBe(401);
  });
});

describe("the documents", () => {
  it("serves each of the eight as Markdown from docs/, and none beyond them", async () => {
    const api = await asAdmin(t);
    for (const [index, id] of IDS.entries()) {
      const response = await api.get(`/api/documentation/${id}`);
      expect(response.statusCode, id).toBe(200);
      const document = response.json();
      expect(document).toMatchObject({ id, title: TITLES[index] });
      expect(document.markdown).toMatch(/^# /);
      expect(document.markdown.length).toBeGreaterThan(1000);
    }
    for (const id of ["ARCHITECTURE", "..%2Fpackage.json", "overview.md"]) {
      const response = await api.get(`/api/documentation/${id}`);
      expect(response.statusCode, id).toBe(404);
      expect(response.json().message).toBe(MSG.docsNotFound);
    }
    expect((await api.get("/api/documentation/api-reference")).json().markdown).toContain("](/api/docs)");
  });

  it("ends the overview with live totals of the reader's stores", async () => {
    const db = t.database.db;
    const sum = async (table: "daily_income" | "purchases" | "expenses", column: string) => {
      let query = db.selectFrom(table).select(sql<number>`coalesce(sum(${sql.ref(column)}), 0)`.as("n"));
      if (table !== "daily_income") query = query.where("status", "!=", "rejected");
      return Number((await query.executeTakeFirstOrThrow()).n);
    };
    const income = await sum("daily_income", "total_income");
    const purchases = await sum("purchases", "amount");
    const expenses = await sum("expenses", "amount");
    expect(income).toBeGreaterThan(0);
    const { markdown } = (await (await asAdmin(t)).get("/api/documentation/overview")).json();
    expect(markdown).toContain("## Live totals");
    expect(markdown).toContain(`**Total income:** ${formatMoney(income)}`);
    expect(markdown).toContain(`**Total purchases:** ${formatMoney(purchases)}`);
    expect(markdown).toContain(`**Total expenses:** ${formatMoney(expenses)}`);
    expect(markdown).toContain(`**Net profit:** ${formatMoney(income - purchases - expenses)}`);
  });
});

describe("the guides in the reader's language", () => {
  // One session for these calls (signing in again and again would end the other tests' sessions).
  let token: Promise<string> | undefined;
  const read = async (url: string, language: string) => {
    token ??= signIn(t.app, "admin").then((session) => session.token);
    return t.app.inject({
      method: "GET",
      url,
      headers: { authorization: `Bearer ${await token}`, "accept-language": language },
    });
  };
  const images = (markdown: string) =>
    [...markdown.matchAll(/\]\((images\/[a-z0-9-]+\.png)\)/g)].map((m) => m[1] ?? "");
  const headings = (markdown: string) => markdown.split("\n").filter((line) => /^#+ /.test(line)).length;

  it("lists the guides' Spanish titles and descriptions to a Spanish reader, the English to others", async () => {
    const spanish = (await read("/api/documentation", "es-US,es;q=0.9,en;q=0.8")).json() as Array<{
      id: string;
      title: string;
      description: string;
      kind: string;
    }>;
    const english = (await read("/api/documentation", "en-US")).json() as typeof spanish;
    const guides = (index: typeof spanish) => index.filter((entry) => entry.kind === "guide");
    expect(guides(spanish).map(({ id, title, description }) => ({ id, title, description }))).toEqual(
      GUIDES.map((guide) => {
        const { id, title, description } = guideIn(guide, "es");
        return { id, title, description };
      }),
    );
    expect(guides(spanish).find((entry) => entry.id === "clock-in")?.title).toBe("Fichar entrada y salida");
    expect(guides(english).map((entry) => entry.title)).toEqual(GUIDES.map((guide) => guide.title));
    // The developer documents are written in English only.
    expect(spanish.filter((entry) => entry.kind === "developer").map((entry) => entry.title)).toEqual(TITLES);
  });

  it("serves each guide's Spanish Markdown (docs/guides/<id>.es.md) to a Spanish reader", async () => {
    for (const guide of GUIDES) {
      const title = guideIn(guide, "es").title;
      const spanish = await read(`/api/documentation/${guide.id}`, "es");
      expect(spanish.statusCode, guide.id).toBe(200);
      expect(spanish.json(), guide.id).toMatchObject({ id: guide.id, title, kind: "guide" });
      const markdown: string = spanish.json().markdown;
      // A guide without its Spanish file would come back in English: this fails on it.
      expect(markdown.startsWith(`# ${title}\n`), guide.id).toBe(true);
      const english = (await read(`/api/documentation/${guide.id}`, "en")).json();
      expect(english.title, guide.id).toBe(guide.title);
      expect(english.markdown.startsWith(`# ${guide.title}\n`), guide.id).toBe(true);
      // The same pictures, taken of the Spanish screens: <guide>-<n>-es.png beside <guide>-<n>.png.
      const pictures = images(markdown);
      expect(pictures, guide.id).toEqual(
        images(english.markdown).map((image) => image.replace(/\.png$/, "-es.png")),
      );
      for (const picture of pictures)
        expect((await read(`/api/documentation/${picture}`, "es")).statusCode, picture).toBe(200);
      expect(headings(markdown), guide.id).toBe(headings(english.markdown));
    }
    const clockIn = (await read("/api/documentation/clock-in", "es")).json().markdown;
    expect(clockIn).toContain("**Fichar entrada**");
    expect(clockIn).not.toContain("Quick Clock In");
    expect((await read("/api/documentation/rbac-guide", "es")).json().title).toBe("RBAC Guide");
  });

  it("has a Spanish file beside every guide's English one", async () => {
    for (const guide of GUIDES) {
      const file = path.join(REPO_ROOT, "docs", "guides", `${guide.id}.es.md`);
      expect((await readFile(file, "utf8")).length, file).toBeGreaterThan(500);
    }
  });
});
