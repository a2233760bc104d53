import { describe, expect, it } from "vitest";
import { IMPORT_FIELDS, requiredImportFields } from "./fields.ts";
import { headerKey, importLayout, importValue, mappingProblems, suggestMapping } from "./rules.ts";

const field = (table: keyof typeof IMPORT_FIELDS, name: string) => {
  const found = IMPORT_FIELDS[table].find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no field ${name}`);
  return found;
};

describe("headers", () => {
  it("compare without case, accents, spaces or punctuation", () => {
    expect(headerKey(" Correo Electrónico ")).toBe("correoelectronico");
    expect(importLayout(["E-mail", "Vendor Name"])).toBe(importLayout(["email", "vendor_name"]));
  });

  it("suggest a field for each header that names it, each field once", () => {
    expect(
      suggestMapping("vendors", [
        "Proveedor",
        "Contacto",
        "E-mail",
        "Teléfono",
        "Dirección",
        "Email",
        "Colour",
      ]),
    ).toEqual(["name", "contact_person", "email", "phone", "address", null, null]);
    expect(suggestMapping("budgets", ["store_code", "month", "line", "amount"])).toEqual([
      "store",
      "month",
      "line",
      "amount",
    ]);
  });

  it("a mapping has one entry per column, known fields, each once", () => {
    expect(mappingProblems("vendors", ["a", "b"], ["name", null])).toEqual([]);
    expect(mappingProblems("vendors", ["a", "b"], ["name"])).toEqual(["length"]);
    expect(mappingProblems("vendors", ["a", "b"], ["name", "colour"])).toEqual(["unknown"]);
    expect(mappingProblems("vendors", ["a", "b"], ["name", "name"])).toEqual(["twice"]);
  });

  it("a caller pinned to their store needs no store column", () => {
    expect(requiredImportFields("purchases", false)).toContain("store");
    expect(requiredImportFields("purchases", true)).not.toContain("store");
  });
});

describe("a cell's value", () => {
  it("reads money as written, or leaves it for the schema to refuse", () => {
    const amount = field("purchases", "amount");
    expect(importValue(amount, "$1,234.50")).toBe(1234.5);
    expect(importValue(amount, "(12.00)")).toBe(-12);
    expect(importValue(amount, "12.345")).toBe(12.345);
    expect(importValue(amount, "twelve")).toBe("twelve");
    expect(importValue(amount, "  ")).toBeUndefined();
  });

  it("reads dates, times, lists and options by value or label, English or Spanish", () => {
    expect(importValue(field("purchases", "due_date"), "2026-01-05T00:00:00Z")).toBe("2026-01-05");
    expect(importValue(field("purchases", "due_date"), "05/01/2026")).toBe("05/01/2026");
    expect(importValue(field("daily_income", "work_start_time"), "9:05")).toBe("09:05");
    expect(importValue(field("vendors", "aliases"), "A; B | ;C")).toEqual(["A", "B", "C"]);
    expect(importValue(field("vendors", "payment_terms"), "net 15")).toBe("15 days");
    expect(importValue(field("vendors", "status"), "Inactivo")).toBe("inactive");
    expect(importValue(field("staff", "employment_type"), "Part time")).toBe("part-time");
    expect(importValue(field("vendors", "status"), "sleeping")).toBe("sleeping");
  });
});
