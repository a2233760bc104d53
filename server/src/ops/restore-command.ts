import { parseArgs } from "node:util";
import { loadConfigOrExit } from "../config.ts";
import { createFileStore } from "../modules/files/configured-file-store.ts";
import { restore } from "./backup.ts";
import { anchorConfiguredChain } from "./configured-anchor.ts";

// npm run restore -- <backup folder> [--force]: restores into DATA_DIR or DATABASE_URL, then checks it
// and records the restored audit chain's head in the anchor file.
process.umask(0o077);
const { values, positionals } = parseArgs({
  options: { force: { type: "boolean", default: false } },
  allowPositionals: true,
});
const [dir] = positionals;
if (!dir) {
  process.stderr.write("Usage: npm run restore -- <backup folder> [--force]\n");
  process.exit(2);
}
const config = loadConfigOrExit();
const files = await createFileStore(config);
const result = await restore(
  dir,
  { dataDir: config.dataDir, databaseUrl: config.databaseUrl, files },
  { force: values.force },
);
// The S3 client keeps connections open; let the process end.
files.close();
if (result.ok) {
  process.stdout.write("Restored: every table's rows, every money column and every file match the backup.\n");
  // The restored chain is signed with the key of the installation it came from: without that key
  // (AUDIT_KEY or DATA_DIR/audit.key) the app will not start, and says so here first.
  await anchorConfiguredChain(config).catch((error: unknown) => {
    process.stderr.write(
      `The audit trail's head was not recorded: ${error instanceof Error ? error.message : String(error)}\n`,
    );
    process.exitCode = 1;
  });
} else {
  process.stderr.write(`Restored, but it differs from the backup:\n${result.differences.join("\n")}\n`);
  process.exit(1);
}
