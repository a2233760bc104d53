// Fails when domain/src/shared imports anything but shared/ itself and zod: shared is the bottom
// layer of domain (columns, fields, money, time, limits, generic messages), and module rules sit
// above it. Type-only imports count too: a type from a module still ties shared to that module.
// Tests of shared/ are left out (a test may build a module's data to exercise a shared rule).
import path from "node:path";
import { parseFile } from "./lib/ast.mjs";
import { lineAt, relative, runWhenMain, sourceFiles } from "./lib/check-kit.mjs";

const SHARED = "domain/src/shared";
const PACKAGES = new Set(["zod"]);

/** One line per import out of domain/src/shared under root. */
export function sharedImports(root) {
  const shared = path.join(root, SHARED);
  const findings = [];
  for (const file of sourceFiles(shared)) {
    const { text, module } = parseFile(file);
    const requests = [
      ...module.staticImports.map((entry) => entry.moduleRequest),
      ...module.staticExports.flatMap((entry) => entry.entries.map((item) => item.moduleRequest)),
      ...module.dynamicImports.map((entry) => ({ ...entry.moduleRequest, value: undefined })),
    ]
      .filter(Boolean)
      .sort((a, b) => a.start - b.start);
    for (const request of requests) {
      // A dynamic import has no resolved name: read its argument when it is a plain string.
      const written = text.slice(request.start, request.end);
      const name = request.value ?? /^(["'`])([^"'`$]*)\1$/.exec(written)?.[2];
      if (name === undefined) {
        findings.push(
          `${relative(root, file)}:${lineAt(text, request.start)}: imports ${written}, not a plain path`,
        );
        continue;
      }
      if (name.startsWith(".")) {
        const target = path.resolve(path.dirname(file), name);
        if (target === shared || target.startsWith(shared + path.sep)) continue;
      } else if (PACKAGES.has(name)) continue;
      findings.push(
        `${relative(root, file)}:${lineAt(text, request.start)}: imports ${name}; shared imports only shared/ and zod`,
      );
    }
  }
  return [...new Set(findings)];
}

runWhenMain(import.meta, sharedImports, "domain/src/shared imports only itself and zod.");
