import { parseArgs } from "node:util";
import { loadConfigOrExit } from "../config.ts";
import { createFileStore } from "../modules/files/configured-file-store.ts";
import { backup } from "./backup.ts";
import { anchorConfiguredChain } from "./configured-anchor.ts";

// npm run backup -- [--out DIR]: a consistent backup of the configured database and its files; the
// audit chain's head goes into its manifest and the anchor file in BACKUP_DIR.
process.umask(0o077);
const { values } = parseArgs({ options: { out: { type: "string", default: "backups" } } });
const config = loadConfigOrExit();
const files = await createFileStore(config);
const { dir, manifest } = await backup(
  { dataDir: config.dataDir, databaseUrl: config.databaseUrl, files },
  values.out,
);
await anchorConfiguredChain(config);
const rows = Object.values(manifest.fingerprint.tables).reduce((sum, n) => sum + n, 0);
process.stdout.write(
  `Backup written to ${dir}\n${manifest.engine}: ${Object.keys(manifest.fingerprint.tables).length} tables, ${rows} rows, ${manifest.fingerprint.files.count} files\n`,
);
// The S3 client keeps connections open; let the process end.
files.close();
