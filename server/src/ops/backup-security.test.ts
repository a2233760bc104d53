import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../test/test-app.ts";
import { TEST_AUDIT_KEY, tempDir } from "../../test/test-databases.ts";
import { anchorFileIn, readLastAnchor } from "../audit/anchor.ts";
import { openDatabase } from "../db/database.ts";
import { compareAuditHeads, readAuditHead } from "./audit-head.ts";
import { runAutoBackup } from "./auto-backup.ts";
import { backup, readManifest } from "./backup.ts";

const t = useTestApp();
const mode = (file: string) => (fs.statSync(file).mode & 0o777).toString(8);
const cleanups: Array<() => void> = [];
// The usual umask (group and others may read): what the server makes must still be the owner's only.
let umask = 0;
beforeAll(() => {
  umask = process.umask(0o022);
});
afterAll(() => {
  process.umask(umask);
  for (const cleanup of cleanups.splice(0)) cleanup();
});

describe("a backup's audit head", () => {
  it("is in every manifest, and the automatic backup records it in the anchor file beside the backups", async () => {
    const out = path.join(tempDir("storeops-backups"), "backups");
    cleanups.push(() => fs.rmSync(path.dirname(out), { recursive: true, force: true }));
    const config = { dataDir: t.location.dataDir, databaseUrl: t.location.databaseUrl, backupDir: out };
    const dir = await runAutoBackup(t.database.db, config, t.files);
    if (!dir) throw new Error("no backup written");
    const head = await readAuditHead(t.database.db);
    expect(head?.seq).toBeGreaterThan(100);
    expect(readManifest(dir).audit_head).toEqual(head);
    expect(readLastAnchor(anchorFileIn(out), TEST_AUDIT_KEY)).toMatchObject({
      seq: head?.seq,
      hash: head?.hash,
    });
    // A restore that brings back another head is told so.
    if (!head) throw new Error("no head");
    expect(compareAuditHeads(head, { ...head, seq: head.seq - 1 })).toEqual([
      `audit chain: head #${head.seq} expected, #${head.seq - 1} found`,
    ]);
  });
});

describe("owner-only data", () => {
  it("the data folder, its SQLite file, stored files and every backup are readable by the owner only", async () => {
    const dataDir = path.join(tempDir("storeops-modes"), "data");
    cleanups.push(() => fs.rmSync(path.dirname(dataDir), { recursive: true, force: true }));
    const database = openDatabase({ dataDir });
    await database.db.schema.createTable("probe").addColumn("id", "integer").execute();
    expect(mode(dataDir)).toBe("700");
    expect(mode(path.join(dataDir, "storeops.sqlite"))).toBe("600");
    expect(mode(path.join(dataDir, "storeops.sqlite-wal"))).toBe("600");
    await database.close();

    await t.files.write("purchases/modes.pdf", Buffer.from("%PDF-1.4\n"));
    if (t.files.kind === "local") {
      expect(mode(path.join(t.location.dataDir, "files", "purchases"))).toBe("700");
      expect(mode(path.join(t.location.dataDir, "files", "purchases", "modes.pdf"))).toBe("600");
    }
    const out = path.join(dataDir, "backups");
    const { dir } = await backup(t.location, out);
    expect([mode(out), mode(dir), mode(path.join(dir, "files", "purchases"))]).toEqual(["700", "700", "700"]);
    const database_file = t.engine === "postgres" ? "database.pgdump" : "storeops.sqlite";
    for (const file of ["manifest.json", database_file, "files/purchases/modes.pdf"])
      expect([file, mode(path.join(dir, file))]).toEqual([file, "600"]);
  });
});

describe.runIf(process.env.TEST_DB === "postgres")("pg_dump", () => {
  it("gets the database's password in PGPASSWORD, never on its command line", async () => {
    // A pg_dump first on the PATH that notes what it was given, then runs the real one.
    const bin = tempDir("storeops-fake-bin");
    cleanups.push(() => fs.rmSync(bin, { recursive: true, force: true }));
    const real = execFileSync("sh", ["-c", "command -v pg_dump"], { encoding: "utf8" }).trim();
    const wrapper = path.join(bin, "pg_dump");
    fs.writeFileSync(
      wrapper,
      `#!/bin/sh\nprintf '%s\\n' "$@" > "${bin}/argv"\nprintf '%s' "$PGPASSWORD" > "${bin}/password"\nexec "${real}" "$@"\n`,
      { mode: 0o700 },
    );
    const url = new URL(String(t.location.databaseUrl));
    url.password = "s3cret-Pass";
    const pathBefore = process.env.PATH;
    process.env.PATH = `${bin}:${pathBefore}`;
    try {
      const out = tempDir("storeops-pgdump");
      cleanups.push(() => fs.rmSync(out, { recursive: true, force: true }));
      await backup({ ...t.location, databaseUrl: url.toString() }, out);
    } finally {
      process.env.PATH = pathBefore;
    }
    const argv = fs.readFileSync(path.join(bin, "argv"), "utf8");
    expect(argv).toContain("--snapshot=");
    expect(argv).not.toContain("s3cret");
    expect(fs.readFileSync(path.join(bin, "password"), "utf8")).toBe("s3cret-Pass");
  });
});
