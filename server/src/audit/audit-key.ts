import { createHmac, randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Kysely, KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs } from "kysely";
import type { Database } from "../db/database.ts";
import { ownerOnlyDir, ownerOnlyFile } from "../owner-only.ts";

/** The secret the audit chain is signed with, and a short id of it the database may hold. */
export interface AuditKey {
  secret: Buffer;
  /** HMAC of a fixed text: names the key without revealing it. */
  id: string;
}

/** DATA_DIR/audit.key: the key made on first start when AUDIT_KEY is not given. */
export const AUDIT_KEY_FILE = "audit.key";
/** The shortest AUDIT_KEY accepted: 32 characters (`openssl rand -hex 32` gives 64). */
export const AUDIT_KEY_MIN_LENGTH = 32;

/** HMAC-SHA-256 (hex) of the parts, one a line. */
export function sign(key: AuditKey, ...parts: string[]): string {
  return createHmac("sha256", key.secret).update(parts.join("\n")).digest("hex");
}

export function auditKeyOf(text: string): AuditKey {
  const secret = Buffer.from(text.trim(), "utf8");
  const id = createHmac("sha256", secret).update("storeops audit key id").digest("hex").slice(0, 16);
  return { secret, id };
}

/**
 * The process's audit key: AUDIT_KEY when given; else the data directory's key file, made on first
 * start (owner-only). Several processes starting at once on one shared data directory agree: the
 * file is written whole under a temporary name and linked into place, and a process that loses the
 * race reads the winner's.
 */
export function loadAuditKey(config: { auditKey?: string; dataDir: string }): AuditKey {
  if (config.auditKey) return auditKeyOf(config.auditKey);
  ownerOnlyDir(config.dataDir);
  const file = path.join(config.dataDir, AUDIT_KEY_FILE);
  if (!fs.existsSync(file)) {
    const temporary = `${file}.${process.pid}.${randomBytes(4).toString("hex")}`;
    ownerOnlyFile(temporary, `${randomBytes(32).toString("hex")}\n`);
    try {
      fs.linkSync(temporary, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    } finally {
      fs.rmSync(temporary, { force: true });
    }
  }
  const text = fs.readFileSync(file, "utf8");
  if (text.trim().length < AUDIT_KEY_MIN_LENGTH)
    throw new Error(
      `${file} holds no audit key: restore it from your key backup, or remove it to start a new chain.`,
    );
  return auditKeyOf(text);
}

/** Changes no query: only carries the key with the database handle into every transaction. */
class AuditKeyCarrier implements KyselyPlugin {
  constructor(readonly key: AuditKey) {}
  transformQuery(args: PluginTransformQueryArgs) {
    return args.node;
  }
  async transformResult(args: PluginTransformResultArgs) {
    return args.result;
  }
}

/**
 * The database whose audit entries are signed with `key`. The key travels with the handle (and
 * every transaction and connection taken from it), so writers and verification need no other
 * argument, and two apps in one process (tests) each keep their own.
 */
export function withAuditKey(database: Database, key: AuditKey): Database {
  return { ...database, db: database.db.withPlugin(new AuditKeyCarrier(key)) };
}

/** The key the handle was opened with (`withAuditKey`). */
// biome-ignore lint/suspicious/noExplicitAny: any database handle carries it the same way
export function auditKeyIn(db: Kysely<any>): AuditKey {
  const carrier = db.getExecutor().plugins.findLast((plugin) => plugin instanceof AuditKeyCarrier);
  if (!carrier) throw new Error("This database handle has no audit key: open it through withAuditKey.");
  return (carrier as AuditKeyCarrier).key;
}
