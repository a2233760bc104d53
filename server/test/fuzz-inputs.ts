import { ROLES, TABLE_NAMES, TABLES } from "@storeops/domain";
import fc from "fast-check";
import { PDF } from "./uploads.ts";

/** What the property test (fuzz.test.ts) sends: odd text, names, query strings, bodies, files and headers. */

/** JavaScript's built-in property names (every one of Object.prototype, and `prototype`): none is a column. */
const BUILT_INS = [...Object.getOwnPropertyNames(Object.prototype), "prototype"];
const COLUMNS = [...new Set(TABLE_NAMES.flatMap((table) => Object.keys(TABLES[table].columns)))];
const OPERATORS = ["eq", "neq", "gt", "gte", "lt", "lte", "like", "ilike", "in", "is"];

const oddText = fc.constantFrom(
  "",
  " ",
  "null",
  "not.null",
  "true",
  "false",
  "1e20",
  "1e300",
  "-1e300",
  "9223372036854775808",
  "-9223372036854775809",
  "90071992547409.93",
  "0x10",
  "-1",
  "1.5",
  "NaN",
  "Infinity",
  "2026-02-30",
  "2026-13-01",
  "25:61",
  "收据.pdf",
  "%",
  "_",
  "\\",
  "'",
  '"',
  "*",
  "a,b,,c",
  ".",
  "..",
  "\u0000",
  "a\u0000b",
  "\r\n",
  "😀",
  "x".repeat(3000),
);
export const text = fc.oneof(
  oddText,
  fc.string({ maxLength: 20 }),
  fc.string({ unit: "grapheme", maxLength: 12 }),
  fc.string({ unit: "binary-ascii", maxLength: 12 }),
  fc.integer().map(String),
  fc.double().map(String),
  fc.constantFrom(...BUILT_INS),
);
const column = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...COLUMNS) },
  { weight: 2, arbitrary: fc.constantFrom(...BUILT_INS) },
  { weight: 1, arbitrary: text },
);
export const tableName = fc.oneof(
  { weight: 8, arbitrary: fc.constantFrom<string>(...TABLE_NAMES) },
  { weight: 1, arbitrary: fc.constantFrom(...BUILT_INS, "attachments", "sessions", "sqlite_master") },
  { weight: 1, arbitrary: text },
);
export const idValue = fc.oneof(
  { weight: 3, arbitrary: fc.constant("REAL") },
  { weight: 2, arbitrary: text },
  { weight: 1, arbitrary: fc.uuid() },
);
export const role = fc.constantFrom(...ROLES);

export const filterEntry = fc
  .tuple(fc.constantFrom(...OPERATORS), fc.constantFrom("", "", "1", "2", "99"), column, text)
  .map(([op, n, col, value]) => [`${op}${n}`, `${col}.${value}`] as [string, string]);
const queryEntry = fc.oneof(
  { weight: 4, arbitrary: filterEntry },
  {
    weight: 2,
    arbitrary: fc
      .array(column, { minLength: 1, maxLength: 4 })
      .map((cols) => ["select", cols.join(",")] as [string, string]),
  },
  {
    weight: 2,
    arbitrary: fc
      .tuple(
        fc.constantFrom("order", "order1", "order2"),
        column,
        fc.oneof(fc.constantFrom("asc", "desc"), text),
      )
      .map(([key, col, dir]) => [key, `${col}.${dir}`] as [string, string]),
  },
  {
    weight: 2,
    arbitrary: fc
      .tuple(
        fc.constantFrom("limit", "offset"),
        fc.oneof(fc.nat().map(String), fc.bigInt({ min: 0n, max: 2n ** 70n }).map(String), text),
      )
      .map(([key, value]) => [key, value] as [string, string]),
  },
  { weight: 1, arbitrary: text.map((value) => ["q", value] as [string, string]) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(["count", "exact"] as [string, string], ["count", "x"] as [string, string]),
  },
  { weight: 1, arbitrary: fc.tuple(text, text) },
);
export const queryString = fc.oneof(
  {
    weight: 9,
    arbitrary: fc
      .array(queryEntry, { maxLength: 6 })
      .map((entries) =>
        entries.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join("&"),
      ),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom("%E0%A4%A", "eq=%ZZ", "a[b]=1&a[c]=2", "eq=id.1&eq=id.2", "&&==", "limit"),
  },
);

const jsonValue = fc.jsonValue({ maxDepth: 3 });
const body = fc.oneof(
  { weight: 6, arbitrary: fc.dictionary(column, fc.oneof(jsonValue, text), { maxKeys: 8 }) },
  { weight: 1, arbitrary: jsonValue },
  {
    weight: 1,
    arbitrary: fc.nat({ max: 200 }).map((depth) => JSON.parse(`[${"[".repeat(depth)}${"]".repeat(depth)}]`)),
  },
);
export const rawBody = fc.oneof(
  { weight: 8, arbitrary: body.map((value) => JSON.stringify(value)) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      "{",
      "{not json",
      '{"a":1}x',
      "",
      "null",
      '{"__proto__":{"x":1}}',
      '{"constructor":{"prototype":{"x":1}}}',
    ),
  },
  {
    weight: 1,
    arbitrary: fc.nat({ max: 50_000 }).map((depth) => `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`),
  },
);

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);
export const fileBytes = fc.oneof(
  fc.constant(PDF),
  fc.constant(PNG),
  fc.constant(Buffer.concat([PNG, Buffer.from("<html><script>alert(1)</script></html>")])),
  fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes)),
);
export const fileName = fc.oneof(
  fc.constantFrom(
    "a.pdf",
    "b.png",
    "",
    " ",
    "收据.pdf",
    'a"b.pdf',
    "x".repeat(400),
    "../../etc/passwd",
    "a;b.pdf",
  ),
  fc.string({ unit: "grapheme", maxLength: 16 }),
);

export const headerValue = fc.oneof(
  text.filter((value) => /^[\t\x20-\x7e]*$/.test(value)),
  fc.constant(""),
);
export const contentType = fc.constantFrom(
  "application/json",
  "application/json; charset=latin1",
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data",
  "application/xml",
  "*/*",
  "garbage",
);
