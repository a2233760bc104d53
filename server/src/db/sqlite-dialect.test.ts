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
