import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAsAdmin } from "../../test/demo-stores.ts";
import { client, createTestApp, signIn, type TestApp } from "../../test/test-app.ts";
import { dataVersion, versionedCache } from "./data-version.ts";
import { openDatabase } from "./database.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("the data version", () => {
  it("stays while only reads happen, and moves on a write of this process and of another", async () => {
    const { db, dialect } = t.database;
    const first = await dataVersion(db, dialect);
    await db.selectFrom("purchases").select("id").limit(5).execute();
    // PostgreSQL's log position may also move for reasons of its own: a read there proves nothing.
    if (dialect === "sqlite") expect(await dataVersion(db, dialect)).toBe(first);

    await createAsAdmin(t, "vendors", { name: "Version Dairy" });
    const afterOwnWrite = await dataVersion(db, dialect);
    expect(afterOwnWrite).not.toBe(first);

    // Another connection (another process sharing the database) writes.
    const other = openDatabase({ dataDir: t.location.dataDir, databaseUrl: t.location.databaseUrl });
    try {
      await other.db
        .updateTable("vendors")
        .set({ notes: "changed elsewhere" })
        .where("name", "=", "Version Dairy")
        .execute();
    } finally {
      await other.close();
    }
    expect(await dataVersion(db, dialect)).not.toBe(afterOwnWrite);
  });
});

describe("the data version of two copies of one business", () => {
  it("differs, so that nothing kept for one is answered from the other", async () => {
    const copy = await createTestApp();
    try {
      expect(await dataVersion(copy.database.db, copy.database.dialect)).not.toBe(
        await dataVersion(t.database.db, t.database.dialect),
      );
    } finally {
      await copy.close();
    }
  });
});

describe("a cache by data version", () => {
  it("builds once per key and version; concurrent askers share the build; a new version starts over", async () => {
    const cache = versionedCache<number>();
    let builds = 0;
    const build = async () => {
      builds++;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return builds;
    };
    expect(await Promise.all([cache("v1", "a", build), cache("v1", "a", build)])).toEqual([1, 1]);
    expect(await cache("v1", "b", build)).toBe(2);
    expect(await cache("v1", "a", build)).toBe(1);
    expect(await cache("v2", "a", build)).toBe(3);
    expect(builds).toBe(3);
  });

  it("forgets a build that failed", async () => {
    const cache = versionedCache<number>();
    await expect(cache("v1", "a", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await cache("v1", "a", async () => 7)).toBe(7);
  });
});

describe("the dashboard, kept between writes", () => {
  it("shows a write at once: a new pending purchase counts on the next read", async () => {
    const admin = await signIn(t.app, "admin");
    const read = async () => (await client(t.app, admin.token).get("/api/dashboard")).json();
    const before = await read();
    expect(await read()).toEqual(before);
    await createAsAdmin(t, "purchases");
    const after = await read();
    expect(after.counts.pending_purchases).toBe(before.counts.pending_purchases + 1);
    expect(after.counts.purchases).toBe(before.counts.purchases + 1);
  });
});

describe("a cache that keeps only what it may", () => {
  it("uses a value `keep` refuses once, then builds it again", async () => {
    const cache = versionedCache<number[]>(4, (value) => value.length <= 2);
    let builds = 0;
    const small = async () => {
      builds++;
      return [1];
    };
    const large = async () => {
      builds++;
      return [1, 2, 3];
    };
    await cache("v1", "small", small);
    await cache("v1", "small", small);
    expect(builds).toBe(1);
    await cache("v1", "large", large);
    await cache("v1", "large", large);
    expect(builds).toBe(3);
  });
});
