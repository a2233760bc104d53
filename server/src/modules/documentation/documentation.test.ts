import { formatMoney, MSG } from "@storeops/domain";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asAdmin } from "../../../test/demo-stores.ts";
import { describeLadder } from "../../../test/ladder.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";

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

describeLadder("/api/documentation", app, {
  method: "GET",
  url: "/api/documentation",
  forbidden: { as: "ceo" },
  outOfScope: null,
  badRequest: null,
  success: {
    as: "admin",
    check: (response) => {
      const index = response.json();
      expect(index.map((entry: { id: string }) => entry.id)).toEqual(IDS);
      expect(index.map((entry: { title: string }) => entry.title)).toEqual(TITLES);
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
