// The structure checks of `npm run check`, all of them on every run so that one report lists
// every finding; exits 1 when any check finds something. Each check is also a command of its own
// (node scripts/check-<name>.mjs) and a function of the repository root, tested on fixtures.
import path from "node:path";
import { apiTypeDeclarations } from "./check-api-types.mjs";
import { errorMessageLiterals } from "./check-error-messages.mjs";
import { folderCycles } from "./check-folder-cycles.mjs";
import { moduleNames } from "./check-module-names.mjs";
import { restTableNames } from "./check-rest-table-names.mjs";
import { sharedImports } from "./check-shared-imports.mjs";
import { unusedCode } from "./check-unused-code.mjs";

const CHECKS = [
  ["No folder import cycles in server/src or web/src", folderCycles],
  ["No literal message given to an error helper (server/src)", errorMessageLiterals],
  ["No table name in server/src/rest", restTableNames],
  ["domain/src/shared imports only shared/ and zod", sharedImports],
  ["The same module names in domain, server and web", moduleNames],
  ["No answer type written by hand in web/src/features/**/*.api.ts", apiTypeDeclarations],
  ["No unused files, exports or dependencies (knip)", unusedCode],
];

const root = path.resolve(import.meta.dirname, "..");
let failed = 0;
for (const [title, check] of CHECKS) {
  let findings;
  try {
    findings = check(root);
  } catch (error) {
    findings = [`the check itself failed: ${error instanceof Error ? error.message : String(error)}`];
  }
  if (findings.length === 0) {
    console.log(`✓ ${title}`);
    continue;
  }
  failed++;
  console.error(`✗ ${title}: ${findings.length} finding${findings.length === 1 ? "" : "s"}`);
  for (const finding of findings) console.error(`  ${finding}`);
}
if (failed > 0) {
  console.error(`${failed} of ${CHECKS.length} structure checks failed.`);
  process.exitCode = 1;
}
