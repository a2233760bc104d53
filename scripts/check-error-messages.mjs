// Fails when server code gives an error helper of server/src/errors.ts (badRequest, notFound,
// forbidden, conflict, unauthorized, AppError, …) a string or template literal as its message:
// every message a user reads comes from the shared message table MSG in domain, written once.
// The helpers and the position of their `message` parameter are read from errors.ts itself, so a
// new helper is covered; a literal default of that parameter in errors.ts is reported too.
// Tests are left out (a test may build an error to exercise the error handler).
import path from "node:path";
import { parseFile, walk } from "./lib/ast.mjs";
import { lineAt, relative, runWhenMain, sourceFiles } from "./lib/check-kit.mjs";

const ERRORS = "server/src/errors.ts";

/** Each exported helper of errors.ts → the index of its `message` parameter. */
function errorHelpers(root, findings) {
  const file = path.join(root, ERRORS);
  const { text, program } = parseFile(file);
  const helpers = new Map();
  const readParams = (name, params) => {
    params.forEach((param, index) => {
      const inner = param.type === "TSParameterProperty" ? param.parameter : param;
      const id = inner.type === "AssignmentPattern" ? inner.left : inner;
      if (id.type !== "Identifier" || id.name !== "message") return;
      helpers.set(name, index);
      if (inner.type === "AssignmentPattern" && literalIn(inner.right)) {
        findings.push(`${ERRORS}:${lineAt(text, inner.right.start)}: ${name}'s default message is a literal`);
      }
    });
  };
  for (const statement of program.body) {
    const declaration = statement.type === "ExportNamedDeclaration" ? statement.declaration : null;
    if (!declaration) continue;
    if (declaration.type === "ClassDeclaration") {
      const init = declaration.body.body.find((member) => member.kind === "constructor");
      if (init) readParams(declaration.id.name, init.value.params);
    } else if (declaration.type === "FunctionDeclaration") {
      readParams(declaration.id.name, declaration.params);
    } else if (declaration.type === "VariableDeclaration") {
      for (const { id, init } of declaration.declarations) {
        if (init && /FunctionExpression$/.test(init.type)) readParams(id.name, init.params);
      }
    }
  }
  return helpers;
}

/** The literal text a message expression is (or may be), else null. */
function literalIn(node) {
  switch (node?.type) {
    case "Literal":
      return typeof node.value === "string" ? JSON.stringify(node.value) : null;
    case "TemplateLiteral":
      return `\`${node.quasis.map((quasi) => quasi.value.raw).join(`\${…}`)}\``;
    case "ConditionalExpression":
      return literalIn(node.consequent) ?? literalIn(node.alternate);
    case "LogicalExpression":
    case "BinaryExpression":
      return literalIn(node.left) ?? literalIn(node.right);
    case "ParenthesizedExpression":
    case "TSAsExpression":
    case "TSSatisfiesExpression":
    case "TSNonNullExpression":
      return literalIn(node.expression);
    default:
      return null;
  }
}

/** One line per literal message given to an error helper in server/src under root. */
export function errorMessageLiterals(root) {
  const findings = [];
  const helpers = errorHelpers(root, findings);
  const errorsFile = path.join(root, ERRORS);
  for (const file of sourceFiles(path.join(root, "server/src"))) {
    const { text, program } = parseFile(file);
    // The local names under which this file sees the helpers (and errors.ts namespaces).
    const local = new Map();
    const namespaces = new Set();
    if (file === errorsFile) for (const name of helpers.keys()) local.set(name, name);
    for (const statement of program.body) {
      if (statement.type !== "ImportDeclaration") continue;
      if (path.resolve(path.dirname(file), statement.source.value) !== errorsFile) continue;
      for (const specifier of statement.specifiers) {
        if (specifier.type === "ImportNamespaceSpecifier") namespaces.add(specifier.local.name);
        else if (specifier.type === "ImportSpecifier" && helpers.has(specifier.imported.name)) {
          local.set(specifier.local.name, specifier.imported.name);
        }
      }
    }
    if (local.size === 0 && namespaces.size === 0) continue;
    walk(program, (node) => {
      if (node.type !== "CallExpression" && node.type !== "NewExpression") return;
      const { callee } = node;
      let helper = null;
      if (callee.type === "Identifier") helper = local.get(callee.name);
      else if (callee.type === "MemberExpression" && namespaces.has(callee.object.name)) {
        helper = helpers.has(callee.property.name) ? callee.property.name : null;
      }
      if (!helper) return;
      const literal = literalIn(node.arguments[helpers.get(helper)]);
      if (literal) {
        findings.push(
          `${relative(root, file)}:${lineAt(text, node.start)}: ${helper}(…) gets the literal ${literal}; use a message from MSG`,
        );
      }
    });
  }
  return findings;
}

runWhenMain(
  import.meta,
  errorMessageLiterals,
  "No literal messages given to the error helpers of server/src/errors.ts.",
);
