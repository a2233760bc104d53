import { compileErrors, validate } from "@readme/openapi-parser";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "./test-app.ts";

// `/api/docs` must be a description tools can trust: a standard validator accepts it, every
// operation says what it answers on success, and no parameter hides its type.
type Operation = {
  parameters?: Array<{ name: string; in: string; schema?: unknown }>;
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
};
type Document = { paths: Record<string, Record<string, Operation>> } & Record<string, unknown>;

const t = useTestApp();
let doc: Document;
beforeAll(async () => {
  const response = await t.app.inject({ method: "GET", url: "/api/docs/json" });
  expect(response.statusCode).toBe(200);
  doc = response.json();
});

/** Paths of the server's edges: auth, dashboard, search, health and server date. */
const EDGE_PATHS = /^\/api\/(auth\/v1\/|dashboard$|search$|health$|rest\/v1\/server-date$)/;

const METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"];

function operations(paths: Document["paths"]) {
  return Object.entries(paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, operation]) => ({ name: `${method.toUpperCase()} ${path}`, operation })),
  );
}

/** What keeps an operation from being trusted: a parameter without a schema object, no 2xx schema. */
function problemsOf(operation: Operation): string[] {
  const problems: string[] = [];
  for (const parameter of operation.parameters ?? []) {
    const schema = parameter.schema;
    if (typeof schema !== "object" || schema === null)
      problems.push(`${parameter.in} parameter "${parameter.name}" has schema ${JSON.stringify(schema)}`);
  }
  const success = Object.entries(operation.responses ?? {}).filter(([status]) => /^2\d\d$/.test(status));
  const described = success.some(([, response]) =>
    Object.values(response.content ?? {}).some((media) => media.schema !== undefined),
  );
  if (!described) problems.push("no 2xx response schema");
  return problems;
}

async function validatorErrors(document: Document): Promise<string> {
  const result = await validate(structuredClone(document) as Parameters<typeof validate>[0]);
  return result.valid ? "" : compileErrors(result);
}

describe("OpenAPI description", () => {
  it("documents the server's edges with request and response schemas a validator accepts", async () => {
    const paths = Object.fromEntries(Object.entries(doc.paths).filter(([path]) => EDGE_PATHS.test(path)));
    const names = operations(paths).map(({ name }) => name);
    expect(names).toEqual(
      expect.arrayContaining([
        "POST /api/auth/v1/token",
        "GET /api/auth/v1/user",
        "DELETE /api/auth/v1/sessions/{id}",
        "GET /api/dashboard",
        "GET /api/search",
        "GET /api/health",
        "GET /api/rest/v1/server-date",
      ]),
    );
    const problems = operations(paths).flatMap(({ name, operation }) =>
      problemsOf(operation).map((problem) => `${name}: ${problem}`),
    );
    expect(problems).toEqual([]);
    expect(await validatorErrors({ ...doc, paths })).toBe("");
  });

  it("passes the standard validator as a whole, every operation with a 2xx response schema", async () => {
    const problems = operations(doc.paths).flatMap(({ name, operation }) =>
      problemsOf(operation).map((problem) => `${name}: ${problem}`),
    );
    expect(problems).toEqual([]);
    expect(await validatorErrors(doc)).toBe("");
  });
});
