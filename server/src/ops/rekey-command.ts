import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { anchorChainHead, anchorFileIn } from "../audit/anchor.ts";
import { AUDIT_KEY_FILE, AUDIT_KEY_MIN_LENGTH, auditKeyOf, withAuditKey } from "../audit/audit-key.ts";
import { rekeyAuditChain } from "../audit/rekey.ts";
import { loadConfigOrExit } from "../config.ts";
import { openKeyedDatabase } from "../db/keyed-database.ts";
import { ownerOnlyFile } from "../owner-only.ts";

// npm run audit:rekey -w server: re-signs the audit chain with a new key. Stop every app process
// first. The new key is AUDIT_KEY_NEW, or, when the key lives in DATA_DIR/audit.key, a new random
// one; the key file then holds the new key (the old one is kept beside it as audit.key.old-<time>).
// With AUDIT_KEY set, give AUDIT_KEY_NEW and set AUDIT_KEY to it for every process afterwards.
process.umask(0o077);
const config = loadConfigOrExit();
const given = process.env.AUDIT_KEY_NEW?.trim();
if (!given && config.auditKey) {
  process.stderr.write("AUDIT_KEY is set: give the new key in AUDIT_KEY_NEW (then set AUDIT_KEY to it).\n");
  process.exit(2);
}
if (given && given.length < AUDIT_KEY_MIN_LENGTH) {
  process.stderr.write(`AUDIT_KEY_NEW must be at least ${AUDIT_KEY_MIN_LENGTH} characters.\n`);
  process.exit(2);
}
const newText = given ?? randomBytes(32).toString("hex");
const database = openKeyedDatabase(config);
try {
  const count = await rekeyAuditChain(database.db, auditKeyOf(newText));
  if (!config.auditKey) {
    const file = path.join(config.dataDir, AUDIT_KEY_FILE);
    fs.renameSync(file, `${file}.old-${new Date().toISOString().replace(/[:.]/g, "-")}`);
    ownerOnlyFile(file, `${newText}\n`, "wx");
  }
  await anchorChainHead(withAuditKey(database, auditKeyOf(newText)).db, anchorFileIn(config.backupDir));
  process.stdout.write(`Audit chain re-signed with the new key: ${count} entries.\n`);
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
} finally {
  await database.close();
}
