import { afterEach, describe, expect, it } from "vitest";
import { errorMessageLiterals } from "./check-error-messages.mjs";
import { addFiles, plantTree, removeTree } from "./lib/fixture.mjs";

// errors.ts as the server writes it: the message is the 1st, 2nd or 3rd parameter.
const ERRORS = `import { MSG } from "@storeops/domain";
export class AppError extends Error {
  constructor(readonly statusCode: number, readonly code: string, message: string) {
    super(message);
  }
}
export const badRequest = (message: string, details?: object) => new AppError(400, "bad_request", message);
export const validationFailed = (details: object, message = MSG.validationFailed) =>
  new AppError(400, "validation_failed", message);
export const notFound = (message = MSG.noData) => new AppError(404, "not_found", message);
`;

let root;
afterEach(() => removeTree(root));

describe("literal messages given to the error helpers", () => {
  it("passes when every message comes from MSG (and AppError's code is a literal)", () => {
    root = plantTree({
      "server/src/errors.ts": ERRORS,
      "server/src/modules/stores/stores.service.ts": `import { MSG } from "@storeops/domain";
import { AppError, badRequest, notFound, validationFailed } from "../../errors.ts";
export function find(id: string) {
  if (!id) throw badRequest(MSG.storeRequired, { field: "store_id" });
  if (id === "x") throw validationFailed({ id: ["bad"] });
  if (id === "y") throw new AppError(429, "too_many_requests", MSG.tooMany(3));
  throw notFound();
}
`,
    });
    expect(errorMessageLiterals(root)).toEqual([]);
  });

  it("fails on a string or template literal, however the helper is imported", () => {
    root = plantTree({
      "server/src/errors.ts": ERRORS,
      "server/src/modules/stores/stores.service.ts": `import { MSG } from "@storeops/domain";
import { AppError, badRequest, notFound as missing } from "../../errors.ts";
import * as errors from "../../errors.ts";
export function find(id: string, table: string) {
  if (!id) throw badRequest("Store is required");
  if (id === "a") throw missing(\`Unknown table: \${table}\`);
  if (id === "b") throw new AppError(409, "conflict", id ? MSG.taken : "Taken");
  if (id === "c") throw errors.validationFailed({}, "Check the form");
}
`,
    });
    expect(errorMessageLiterals(root)).toEqual([
      'server/src/modules/stores/stores.service.ts:5: badRequest(…) gets the literal "Store is required"; use a message from MSG',
      `server/src/modules/stores/stores.service.ts:6: notFound(…) gets the literal \`Unknown table: \${…}\`; use a message from MSG`,
      'server/src/modules/stores/stores.service.ts:7: AppError(…) gets the literal "Taken"; use a message from MSG',
      'server/src/modules/stores/stores.service.ts:8: validationFailed(…) gets the literal "Check the form"; use a message from MSG',
    ]);
  });

  it("fails on a literal default message in errors.ts, and leaves tests and other helpers alone", () => {
    root = plantTree({
      "server/src/errors.ts": ERRORS.replace("message = MSG.noData", 'message = "No data found"'),
      "server/src/plugins/errors.ts":
        'export const badRequest = (text: string) => text;\nbadRequest("fine");\n',
      "server/src/plugins/errors.test.ts":
        'import { badRequest } from "../errors.ts";\nbadRequest("a test");\n',
    });
    expect(errorMessageLiterals(root)).toEqual([
      "server/src/errors.ts:10: notFound's default message is a literal",
    ]);
    addFiles(root, {
      "server/src/plugins/guard.ts": 'import { badRequest } from "../errors.ts";\nbadRequest("x");\n',
    });
    expect(errorMessageLiterals(root)).toHaveLength(2);
  });
});
