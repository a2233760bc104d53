// Fails when a file of server/src/rest (tests included) names a table of the generic API in
// quotes: the engine knows no table by name, each module declares what is special about its own.
// The names are TABLES' keys in domain/src/tables.ts, read at check time, so a new table is covered.
import fs from "node:fs";
import path from "node:path";
import { parseFile } from "./lib/ast.mjs";
import { lineAt, relative, runWhenMain, sourceFiles } from "./lib/check-kit.mjs";

/** The keys of `export const TABLES = { … }` in domain/src/tables.ts. */
export function tableNames(root) {
  const { program } = parseFile(path.join(root, "domain/src/tables.ts"));
  for (const statement of program.body) {
    const declaration = statement.type === "ExportNamedDeclaration" ? statement.declaration : null;
    for (const { id, init } of declaration?.type === "VariableDeclaration" ? declaration.declarations : []) {
      if (id.name !== "TABLES") continue;
      let object = init;
      while (object && object.type !== "ObjectExpression") object = object.expression;
      if (!object) break;
      return object.properties.flatMap((property) =>
        property.type === "Property" ? [property.key.name ?? property.key.value] : [],
      );
    }
  }
  throw new Error("domain/src/tables.ts: no `export const TABLES = { … }` found");
}

/** One line per quoted table name in server/src/rest under root. */
export function restTableNames(root) {
  const names = tableNames(root);
  const quoted = new RegExp(`(["'\`])(${names.join("|")})\\1`, "g");
  const findings = [];
  for (const file of sourceFiles(path.join(root, "server/src/rest"), { tests: true })) {
    const text = fs.readFileSync(file, "utf8");
    for (const match of text.matchAll(quoted)) {
      findings.push(`${relative(root, file)}:${lineAt(text, match.index)}: names the table ${match[0]}`);
    }
  }
  return findings;
}

runWhenMain(import.meta, restTableNames, "server/src/rest names no table of domain/src/tables.ts.");
