// The server as plain JavaScript in dist/ (esbuild): `npm start` runs it without compiling
// TypeScript at run time, which held some 80 MB of the process's memory (measured: 210 → 132 MB
// resident after start-up on the 1M benchmark database). Our sources and @storeops/domain are
// bundled; every other package stays an import from node_modules. Dynamic imports (the PDF and
// XLSX writers, the S3 store) become chunks that load on first use. `npm run dev` still runs the
// sources through tsx.
import fs from "node:fs";
import path from "node:path";
import { build } from "esbuild";
import { buildOnce } from "../../scripts/lib/build-once.mjs";

const serverDir = path.resolve(import.meta.dirname, "..");
const { dependencies } = JSON.parse(fs.readFileSync(path.join(serverDir, "package.json"), "utf8"));
const external = Object.keys(dependencies).filter((name) => !name.startsWith("@storeops/"));

const repoDir = path.resolve(serverDir, "..");

// dist is a link to dist.<fingerprint>: built only when the sources changed, swapped in one rename,
// so a second process started from this checkout never deletes the files a first one is running.
await buildOnce({
  dir: serverDir,
  inputs: [
    path.join(serverDir, "src"),
    path.join(serverDir, "scripts"),
    path.join(serverDir, "package.json"),
    path.join(repoDir, "domain/src"),
    path.join(repoDir, "package-lock.json"),
  ],
  build: (outdir) =>
    build({
      // The receipt reader's thread (modules/documents/document-reader.ts) loads dist/read-worker.js.
      entryPoints: {
        main: path.join(serverDir, "src/main.ts"),
        "read-worker": path.join(serverDir, "src/modules/documents/read-worker.ts"),
        // The backup's SQLite copy runs on a thread of its own (src/ops/sqlite-snapshot.ts).
        "sqlite-snapshot-worker": path.join(serverDir, "src/ops/sqlite-snapshot-worker.ts"),
        // SQLite's reads run on reader threads (src/db/sqlite-dialect.ts).
        "sqlite-read-worker": path.join(serverDir, "src/db/sqlite-read-worker.mjs"),
      },
      outdir,
      bundle: true,
      splitting: true,
      format: "esm",
      platform: "node",
      target: "node20",
      external,
      logLevel: "warning",
    }),
});
