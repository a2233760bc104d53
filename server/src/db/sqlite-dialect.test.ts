import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, sql } from "kysely";
import { describe, expect, it } from "vitest";
import { FairSqliteDialect, Turns } from "./sqlite-dialect.ts";

function database() {
  const file = new SQLite(":memory:");
  const db = new Kysely<{ t: { n: number } }>({ dialect: new FairSqliteDialect({ database: file }) });
  return { db, file };
}

describe("the SQLite connection under contention", () => {
  it("is handed over first come, first served: one who asks as it is given back waits behind those already waiting", async () => {
    const turns = new Turns();
    const order: string[] = [];
    await turns.take(); // held
    const waiting = ["first", "second"].map((name) =>
      turns.take().then(() => order.push(name) && turns.give()),
    );
    turns.give();
    const newcomer = turns.take().then(() => order.push("newcomer") && turns.give());
    await Promise.all([...waiting, newcomer]);
    expect(order).toEqual(["first", "second", "newcomer"]);
  });

  it("gives the connection to waiting queries in the order they asked, while a transaction holds it", async () => {
    const { db } = database();
    await sql`create table t (n integer)`.execute(db);
    const order: string[] = [];
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const transaction = db.transaction().execute(async (trx) => {
      await trx.insertInto("t").values({ n: 0 }).execute();
      await held; // the transaction keeps the connection across an await
      order.push("transaction");
    });
    await new Promise((resolve) => setImmediate(resolve));
    const reads = [1, 2, 3, 4, 5].map(async (i) => {
      await db.selectFrom("t").selectAll().execute();
      order.push(`read ${i}`);
    });
    // A newcomer after the transaction ends must not overtake the ones already waiting.
    release();
    const late = (async () => {
      await transaction;
      await db.selectFrom("t").selectAll().execute();
      order.push("late");
    })();
    await Promise.all([transaction, ...reads, late]);
    expect(order).toEqual(["transaction", "read 1", "read 2", "read 3", "read 4", "read 5", "late"]);
    await db.destroy();
  });

  it("compiles each distinct statement once", async () => {
    const { db, file } = database();
    await sql`create table t (n integer)`.execute(db);
    await db
      .insertInto("t")
      .values([{ n: 1 }, { n: 2 }, { n: 3 }])
      .execute();
    const prepared: string[] = [];
    const prepare = file.prepare.bind(file);
    file.prepare = ((source: string) => {
      prepared.push(source);
      return prepare(source);
    }) as typeof file.prepare;
    const query = db.selectFrom("t").select("n").orderBy("n");
    for (let i = 0; i < 3; i++) expect(await query.execute()).toHaveLength(3);
    expect(prepared).toHaveLength(1);

    await db.destroy();
  });
});

describe("the SQLite database with reader threads", () => {
  function onFile() {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "readers-"));
    const filename = path.join(dir, "db.sqlite");
    const file = new SQLite(filename);
    file.pragma("journal_mode = WAL");
    const db = new Kysely<{ t: { n: number } }>({
      dialect: new FairSqliteDialect({ database: file, readers: { filename, threads: 2 } }),
    });
    const onConnection: string[] = [];
    const prepare = file.prepare.bind(file);
    const run = (source: string) => {
      const statement = prepare(source);
      // What runs on the connection (not only compiled there to learn whether it reads).
      const all = statement.all.bind(statement);
      const runIt = statement.run.bind(statement);
      return Object.assign(statement, {
        all: (...args: unknown[]) => {
          onConnection.push(source);
          return all(...args);
        },
        run: (...args: unknown[]) => {
          onConnection.push(source);
          return runIt(...args);
        },
      });
    };
    file.prepare = run as typeof file.prepare;
    return { db, file, onConnection, dispose: () => fs.rmSync(dir, { recursive: true, force: true }) };
  }

  it("reads on a reader thread what was committed before, and runs writes on the connection", async () => {
    const { db, onConnection, dispose } = onFile();
    await sql`create table t (n integer)`.execute(db);
    await db.insertInto("t").values({ n: 1 }).execute();
    onConnection.length = 0;
    expect(await db.selectFrom("t").select("n").execute()).toEqual([{ n: 1 }]);
    expect(onConnection).toEqual([]);
    await db.insertInto("t").values({ n: 2 }).execute();
    expect(onConnection).toHaveLength(1);
    expect(
      await db
        .selectFrom("t")
        .select((eb) => eb.fn.countAll<number>().as("c"))
        .executeTakeFirst(),
    ).toEqual({
      c: 2,
    });
    await db.destroy();
    dispose();
  });

  it("keeps every statement of a transaction on the connection: it reads its own writes", async () => {
    const { db, onConnection, dispose } = onFile();
    await sql`create table t (n integer)`.execute(db);
    onConnection.length = 0;
    const seen = await db.transaction().execute(async (trx) => {
      await trx.insertInto("t").values({ n: 5 }).execute();
      return trx.selectFrom("t").select("n").execute();
    });
    expect(seen).toEqual([{ n: 5 }]);
    expect(onConnection.some((source) => source.startsWith("select"))).toBe(true);
    await db.destroy();
    dispose();
  });

  it("reads beside an open transaction without waiting for it, and sees none of its writes until it commits", async () => {
    const { db, dispose } = onFile();
    await sql`create table t (n integer)`.execute(db);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const transaction = db.transaction().execute(async (trx) => {
      await trx.insertInto("t").values({ n: 7 }).execute();
      await held;
    });
    await new Promise((resolve) => setImmediate(resolve));
    // Answered while the transaction still holds the connection.
    expect(await db.selectFrom("t").selectAll().execute()).toEqual([]);
    // A write waits for its turn.
    let written = false;
    const write = db
      .insertInto("t")
      .values({ n: 8 })
      .execute()
      .then(() => {
        written = true;
      });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(written).toBe(false);
    release();
    await Promise.all([transaction, write]);
    expect((await db.selectFrom("t").select("n").orderBy("n").execute()).map((row) => row.n)).toEqual([7, 8]);
    await db.destroy();
    dispose();
  });

  it("asks the connection what only the connection knows (total_changes) and reports a mistaken statement at once", async () => {
    const { db, onConnection, dispose } = onFile();
    await sql`create table t (n integer)`.execute(db);
    await db.insertInto("t").values({ n: 1 }).execute();
    onConnection.length = 0;
    const { rows } = await sql<{ c: number }>`select total_changes() as c`.execute(db);
    expect(rows[0]?.c).toBe(1);
    expect(onConnection).toHaveLength(1);
    await expect(sql`select n from nowhere`.execute(db)).rejects.toThrow(/no such table/);
    await db.destroy();
    dispose();
  });

  it("leaves the server's thread free while a long read runs, and a cheap read proven so runs on the connection", async () => {
    const { db, onConnection, dispose } = onFile();
    await sql`create table t (n integer)`.execute(db);
    // Some 300 ms of SQLite on a reader thread.
    const long = sql<{
      c: number;
    }>`with recursive c(x) as (select 1 union all select x + 1 from c where x < 3000000)
      select count(*) as c from c`.execute(db);
    const ticks: number[] = [];
    let last = performance.now();
    const timer = setInterval(() => {
      const now = performance.now();
      ticks.push(now - last);
      last = now;
    }, 5);
    const { rows } = await long;
    clearInterval(timer);
    expect(rows[0]?.c).toBe(3_000_000);
    // On the connection this thread would have had one gap of the read's whole length.
    expect(ticks.length).toBeGreaterThan(5);
    expect(Math.max(...ticks)).toBeLessThan(150);

    onConnection.length = 0;
    const cheap = db.selectFrom("t").select("n").where("n", "=", 1);
    await cheap.execute(); // first on a reader, where it is measured
    expect(onConnection).toEqual([]);
    await cheap.execute();
    expect(onConnection).toHaveLength(1);
    await db.destroy();
    dispose();
  });

  it("rolls back a failed transaction and gives the connection to the next", async () => {
    const { db, dispose } = onFile();
    await sql`create table t (n integer not null)`.execute(db);
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.insertInto("t").values({ n: 1 }).execute();
        throw new Error("no");
      }),
    ).rejects.toThrow("no");
    await db.insertInto("t").values({ n: 2 }).execute();
    expect((await db.selectFrom("t").select("n").execute()).map((row) => row.n)).toEqual([2]);
    await db.destroy();
    dispose();
  });
});
