import fs from "node:fs";
import { DEFAULT_USER_POLICY_SETTINGS } from "@storeops/domain";
import { beforeAll, describe, expect, it } from "vitest";
import { asAdmin } from "../../test/demo-stores.ts";
import { DEMO_EMAILS, type TestApp, useTestApp } from "../../test/test-app.ts";
import { TEST_AUDIT_KEY } from "../../test/test-databases.ts";
import { pruneAuditLog } from "../modules/audit-logs/audit-retention.ts";
import { writeSetting } from "../modules/settings/settings.repository.ts";
import { makeVendor } from "../modules/vendors/vendors.factory.ts";
import { anchorChainHead, anchorFileIn } from "./anchor.ts";
import { writeAudit } from "./audit.ts";
import { auditKeyOf, withAuditKey } from "./audit-key.ts";
import { AuditKeyMismatchError, bindAuditKey, keyedEntryHash, unkeyedEntryHash } from "./chain.ts";
import { checkpointSigned } from "./checkpoint.ts";
import { rekeyAuditChain } from "./rekey.ts";
import { verifyAuditChain } from "./verify.ts";

// Each part takes its own copy of the demo database: they leave it tampered with.
let t: TestApp;
const ownApp = () => {
  const app = useTestApp();
  beforeAll(() => {
    t = app;
  });
};
const db = () => t.database.db;
const verify = async () => (await (await asAdmin(t)).get("/api/audit/verify")).json();
const chain = () => db().selectFrom("audit_logs").selectAll().orderBy("seq").execute();
const head = () => db().selectFrom("audit_chain").selectAll().executeTakeFirstOrThrow();

/**
 * What someone with the database but not the key does after removing or editing entries: renumbers
 * the kept entries from 1 and recomputes every hash as the chain's first version did (plain
 * SHA-256), up to `upTo` entries (all by default), and moves the head.
 */
async function rechainWithoutKey(upTo = Number.POSITIVE_INFINITY) {
  let hash = "0".repeat(64);
  let seq = 0;
  let lastId: string | null = null;
  for (const row of await chain()) {
    if (seq >= upTo) break;
    seq += 1;
    const next = unkeyedEntryHash(hash, { ...row, seq });
    await db()
      .updateTable("audit_logs")
      .set({ seq, prev_hash: hash, hash: next })
      .where("id", "=", row.id)
      .execute();
    hash = next;
    lastId = row.id;
  }
  if (upTo === Number.POSITIVE_INFINITY)
    await db().updateTable("audit_chain").set({ seq, hash, last_id: lastId }).execute();
  return { seq, hash };
}

describe("the keyed audit chain", () => {
  ownApp();
  it("catches nine LOGIN_FAILED entries removed and a description rewritten, with the chain recomputed", async () => {
    for (let n = 0; n < 9; n++) {
      const failed = await t.app.inject({
        method: "POST",
        url: "/api/auth/v1/token",
        payload: { email: DEMO_EMAILS.ceo, password: `Wrong${n}` },
      });
      expect(failed.statusCode).toBe(401);
    }
    const failures = await db()
      .selectFrom("audit_logs")
      .select("id")
      .where("action", "=", "LOGIN_FAILED")
      .orderBy("seq", "desc")
      .limit(9)
      .execute();
    expect(failures).toHaveLength(9);
    expect(await verify()).toMatchObject({ ok: true, reason: null });

    await db()
      .deleteFrom("audit_logs")
      .where(
        "id",
        "in",
        failures.map((row) => row.id),
      )
      .execute();
    const edited = (await chain())[5];
    if (!edited) throw new Error("too few entries");
    await db()
      .updateTable("audit_logs")
      .set({ description: "Nothing happened" })
      .where("id", "=", edited.id)
      .execute();
    await rechainWithoutKey();
    const verdict = await verify();
    expect(verdict).toMatchObject({ ok: false, reason: "edited" });

    // Nor does moving the keyed start past the end (every entry then read as plain SHA-256) …
    const { seq } = await head();
    await db()
      .updateTable("audit_chain")
      .set({ keyed_from_seq: Number(seq) + 1 })
      .execute();
    expect(await verify()).toMatchObject({ ok: false, reason: "unsigned" });
    // … or removing it, as if the database had never had a key.
    await db()
      .updateTable("audit_chain")
      .set({ key_id: null, keyed_from_seq: null, keyed_mac: null })
      .execute();
    expect(await verify()).toMatchObject({ ok: false, reason: "unsigned" });
  });
});

describe("a database chained before the key (upgraded)", () => {
  ownApp();
  it("stays verifiable: its plain entries are checked, keyed chaining starts after them and pins them", async () => {
    const api = await asAdmin(t); // signed in once: verifying then writes no entry
    const verifyAs = async () => (await api.get("/api/audit/verify")).json();
    // What migration 025 leaves on an upgraded database: a plain SHA-256 chain, no keyed start,
    // and no anchor yet.
    fs.rmSync(anchorFileIn(t.app.config.backupDir), { force: true });
    const plain = await rechainWithoutKey();
    await db()
      .updateTable("audit_chain")
      .set({ key_id: null, keyed_from_seq: null, keyed_mac: null })
      .execute();
    await bindAuditKey(db()); // what every start does after the migrations
    expect(await head()).toMatchObject({ key_id: TEST_AUDIT_KEY.id, keyed_from_seq: plain.seq + 1 });
    expect(await verifyAs()).toMatchObject({ ok: true, checked: plain.seq });

    await makeVendor(t, { name: "Keyed Vendor" });
    const rows = await chain();
    const firstKeyed = rows.find((row) => Number(row.seq) === plain.seq + 1);
    if (!firstKeyed) throw new Error("no entry after the upgrade");
    expect(firstKeyed.prev_hash).toBe(plain.hash);
    const content = { ...firstKeyed, seq: plain.seq + 1 };
    expect(firstKeyed.hash).toBe(keyedEntryHash(TEST_AUDIT_KEY, plain.hash, content));
    expect(await verifyAs()).toMatchObject({ ok: true, checked: rows.length });

    // An entry from before the key, edited and the plain part recomputed: the first keyed entry's
    // prev_hash, covered by its HMAC, no longer follows.
    const old = rows[3];
    if (!old) throw new Error("too few entries");
    await db().updateTable("audit_logs").set({ description: "Rewritten" }).where("id", "=", old.id).execute();
    await rechainWithoutKey(plain.seq);
    expect(await verifyAs()).toMatchObject({ ok: false, first_broken_id: firstKeyed.id, reason: "edited" });
  });
});

describe("the anchor outside the database", () => {
  ownApp();
  it("catches entries removed from the end with the head moved back; a line written without the key does not count", async () => {
    const file = anchorFileIn(t.app.config.backupDir);
    const api = await asAdmin(t); // signed in once: verifying then writes no entry
    const verifyAs = async () => (await api.get("/api/audit/verify")).json();
    const anchored = await anchorChainHead(db(), file);
    expect((fs.statSync(file).mode & 0o777).toString(8)).toBe("600");
    // Anchoring again with nothing new adds no line.
    const lines = fs.readFileSync(file, "utf8").trim().split("\n").length;
    await anchorChainHead(db(), file);
    expect(fs.readFileSync(file, "utf8").trim().split("\n")).toHaveLength(lines);
    expect(await verifyAs()).toMatchObject({ ok: true, anchored_seq: anchored.seq });

    const rows = await chain();
    const kept = rows.at(-4);
    if (!kept) throw new Error("too few entries");
    await db().deleteFrom("audit_logs").where("seq", ">", kept.seq).execute();
    await db()
      .updateTable("audit_chain")
      .set({ seq: kept.seq ?? 0, hash: kept.hash ?? "", last_id: kept.id })
      .execute();
    // In the database alone the chain is whole; the anchor remembers three more entries.
    expect(await verifyAuditChain(db())).toMatchObject({ ok: true });
    expect(await verifyAs()).toMatchObject({ ok: false, reason: "anchor", first_broken_id: anchored.id });

    const forged = { ...anchored, seq: kept.seq, hash: kept.hash, id: kept.id, mac: "0".repeat(64) };
    fs.appendFileSync(file, `${JSON.stringify(forged)}\n`);
    expect(await verifyAs()).toMatchObject({ ok: false, reason: "anchor" });
  });
});

describe("the key", () => {
  ownApp();
  it("is the chain's own: a process with another key neither starts, writes nor verifies", async () => {
    const other = withAuditKey(t.database, auditKeyOf("another-key-that-is-long-enough-000000"));
    await expect(bindAuditKey(other.db)).rejects.toBeInstanceOf(AuditKeyMismatchError);
    const write = writeAudit(
      other.db,
      { userId: null, userName: "System", ip: "", userAgent: "test" },
      {
        action: "CREATE",
        targetTable: "vendors",
        description: "Written with another key",
      },
    );
    await expect(write).rejects.toBeInstanceOf(AuditKeyMismatchError);
    expect(await verifyAuditChain(other.db)).toMatchObject({ ok: false, reason: "other_key" });
  });
});

describe("rotating the key", () => {
  ownApp();
  it("re-signs the keyed entries and checkpoints with the new key, only from a chain that verifies", async () => {
    await writeSetting(
      db(),
      "user_policy",
      {
        ...DEFAULT_USER_POLICY_SETTINGS,
        audit: { ...DEFAULT_USER_POLICY_SETTINGS.audit, retention_days: 30 },
      },
      null,
    );
    expect((await pruneAuditLog(db(), Date.now() + 20 * 86_400_000)).pruned).toBeGreaterThan(0);
    const newKey = auditKeyOf("the-new-audit-key-0123456789abcdefghijkl");
    const rekeyed = withAuditKey(t.database, newKey);
    const count = await rekeyAuditChain(db(), newKey);
    expect(count).toBe((await chain()).length);
    expect(await verifyAuditChain(rekeyed.db)).toMatchObject({ ok: true, checked: count });
    expect(await verifyAuditChain(db())).toMatchObject({ ok: false, reason: "other_key" });
    const prune = (await chain()).find((row) => row.action === "PRUNE");
    expect(checkpointSigned(newKey, JSON.parse(String(prune?.changes)))).toBe(true);

    // A chain that does not verify is not re-signed (that would bless the tampering).
    const entry = (await chain())[2];
    await db()
      .updateTable("audit_logs")
      .set({ description: "Edited" })
      .where("id", "=", String(entry?.id))
      .execute();
    await expect(rekeyAuditChain(rekeyed.db, TEST_AUDIT_KEY)).rejects.toThrow(/does not verify/);
    expect(await head()).toMatchObject({ key_id: newKey.id });
  });
});
