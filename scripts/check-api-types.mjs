// Fails when a web API file (web/src/features/**/*.api.ts) declares the shape of an answer by
// hand: an `interface`, or a type alias that is an object type literal with fields (alone or as a
// member of a union). A feature's API types derive from the domain: RowOf<…>, z.infer / z.input of
// a domain schema (e.g. `domain/src/<module>/response.ts`), Pick / Omit of those. What a derived
// type adds (`Omit<RowOf<"x">, "y"> & { y: … }`) stays allowed.
import path from "node:path";
import { parseFile, walk } from "./lib/ast.mjs";
import { lineAt, relative, runWhenMain, sourceFiles } from "./lib/check-kit.mjs";

const API_FILE = /\.api\.tsx?$/;

/** The object type literals with fields an alias is made of (through parentheses and unions). */
function literalsOf(type) {
  if (!type) return [];
  if (type.type === "TSParenthesizedType") return literalsOf(type.typeAnnotation);
  if (type.type === "TSUnionType") return type.types.flatMap(literalsOf);
  return type.type === "TSTypeLiteral" && type.members.length > 0 ? [type] : [];
}

/** One line per hand-written object type in the web features' API files under root. */
export function apiTypeDeclarations(root) {
  const findings = [];
  const files = sourceFiles(path.join(root, "web/src/features")).filter((file) => API_FILE.test(file));
  for (const file of files) {
    const { text, program } = parseFile(file);
    walk(program, (node) => {
      const at = `${relative(root, file)}:${lineAt(text, node.start)}`;
      if (node.type === "TSInterfaceDeclaration") {
        findings.push(`${at}: interface ${node.id.name} is written by hand; derive it from the domain`);
      } else if (node.type === "TSTypeAliasDeclaration" && literalsOf(node.typeAnnotation).length > 0) {
        findings.push(
          `${at}: type ${node.id.name} is an object type written by hand; derive it from the domain`,
        );
      }
    });
  }
  return findings;
}

runWhenMain(
  import.meta,
  apiTypeDeclarations,
  "web/src/features/**/*.api.ts declare no answer's shape by hand.",
);
