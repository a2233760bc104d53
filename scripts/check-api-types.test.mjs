import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { apiTypeDeclarations } from "./check-api-types.mjs";
import { addFiles, plantTree, removeTree } from "./lib/fixture.mjs";

let root;
afterEach(() => removeTree(root));

const DERIVED = [
  'import type { RowOf, TStoreSummary, ZReportQuery } from "@storeops/domain";',
  'import type { z } from "zod";',
  'export type Store = RowOf<"stores">;',
  "export type StoreSummary = TStoreSummary;",
  'export type Purchase = Omit<RowOf<"purchases">, "attachments"> & { attachments: string[] | null };',
  'export type ReportRequest = Required<Pick<z.input<typeof ZReportQuery>, "from" | "to">>;',
  "export type Preferences = Record<string, boolean>;",
  'export type Kind = "a" | "b";',
  "type Empty = {};",
  "export const fetchStores = (): Promise<{ id: string }[]> => fetch('/x').then((r) => r.json());",
  "",
].join("\n");

describe("hand-written answer types in the web API files", () => {
  it("passes on types derived from the domain, and on interfaces outside *.api.ts", () => {
    expect(apiTypeDeclarations(path.resolve(import.meta.dirname, ".."))).toEqual([]);
    root = plantTree({
      "web/src/features/stores/stores.api.ts": DERIVED,
      "web/src/features/stores/StoresPage.tsx": "interface Props {\n  id: string;\n}\n",
      "web/src/lib/api.ts": "export interface ApiErrorBody {\n  message: string;\n}\n",
    });
    expect(apiTypeDeclarations(root)).toEqual([]);
  });

  it("fails on an interface or an object type literal, exported or not, in a union too", () => {
    root = plantTree({ "web/src/features/stores/stores.api.ts": DERIVED });
    addFiles(root, {
      "web/src/features/staff/staff.api.ts": [
        'import { apiJson } from "../../lib/api.ts";',
        "export interface StaffSummary {",
        "  total: number;",
        "}",
        "interface Card extends Base {}",
        "type Figure = { amount: number; count: number };",
        "export type Answer = { ok: true } | ({ ok: false; message: string });",
        "",
      ].join("\n"),
      "web/src/features/time-entries/clock/clock.api.tsx": "export type Clock = {\n  at: string;\n};\n",
    });
    expect(apiTypeDeclarations(root)).toEqual([
      "web/src/features/staff/staff.api.ts:2: interface StaffSummary is written by hand; derive it from the domain",
      "web/src/features/staff/staff.api.ts:5: interface Card is written by hand; derive it from the domain",
      "web/src/features/staff/staff.api.ts:6: type Figure is an object type written by hand; derive it from the domain",
      "web/src/features/staff/staff.api.ts:7: type Answer is an object type written by hand; derive it from the domain",
      "web/src/features/time-entries/clock/clock.api.tsx:1: type Clock is an object type written by hand; derive it from the domain",
    ]);
  });
});
