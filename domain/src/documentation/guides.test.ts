import { describe, expect, it } from "vitest";
import { ROLES } from "../access/roles.ts";
import { canOpen } from "../access/routes.ts";
import { GUIDES_ES } from "./guides.es.ts";
import { GUIDES, guideForScreen, guidesFor, matchGuides, readsDeveloperDocuments } from "./guides.ts";

describe("the user guides", () => {
  it("gives each role the guides of its jobs, and the developer documents to admins only", () => {
    expect(guidesFor("staff").map((guide) => guide.id)).toEqual([
      "record-takings",
      "submit-expense",
      "clock-in",
      "count-drawer",
    ]);
    expect(guidesFor("admin")).toHaveLength(GUIDES.length);
    expect(guidesFor("ceo").map((guide) => guide.id)).toEqual(["close-month", "post-job"]);
    expect(ROLES.filter(readsDeveloperDocuments)).toEqual(["admin"]);
  });

  it("points each guide's screens to routes its roles may open", () => {
    // A screen of the guide is for some of its roles (Payroll the admin's, Pay Runs accounting's);
    // every role of the guide opens at least one of them.
    for (const guide of GUIDES) {
      for (const role of guide.roles)
        expect(
          guide.screens.some((screen) => canOpen(role, screen)),
          `${guide.id}: no screen for ${role}`,
        ).toBe(true);
      for (const screen of guide.screens)
        expect(
          guide.roles.some((role) => canOpen(role, screen)),
          `${guide.id}: none of its roles opens ${screen}`,
        ).toBe(true);
    }
  });

  it("opens from a screen's ? the guide of the reader's job there", () => {
    expect(guideForScreen("staff", "/expenses")?.id).toBe("submit-expense");
    expect(guideForScreen("store_manager", "/expenses")?.id).toBe("approve");
    expect(guideForScreen("accounting", "/purchases")?.id).toBe("approve");
    expect(guideForScreen("admin", "/payroll")?.id).toBe("run-payroll");
    expect(guideForScreen("accounting", "/payroll-runs")?.id).toBe("run-payroll");
    expect(guideForScreen("staff", "/payroll")).toBeUndefined();
    expect(guideForScreen("accounting", "/cash-ups")?.id).toBe("count-drawer");
    expect(guideForScreen("admin", "/vendors")).toBeUndefined();
  });

  it("matches a search by every word, among the reader's guides only", () => {
    expect(matchGuides("staff", "clock").map((guide) => guide.id)).toEqual(["clock-in"]);
    expect(matchGuides("staff", "Receipt PHOTO").map((guide) => guide.id)).toEqual(["submit-expense"]);
    expect(matchGuides("staff", "payroll")).toEqual([]);
    expect(matchGuides("admin", "payroll").map((guide) => guide.id)).toEqual(["run-payroll"]);
    expect(matchGuides("admin", "   ")).toEqual([]);
  });
});

describe("the user guides in Spanish", () => {
  it("gives every guide a Spanish title, description and search words of its own", () => {
    for (const guide of GUIDES) {
      const spanish = GUIDES_ES[guide.id];
      expect(spanish, guide.id).toBeDefined();
      expect(spanish.title.length, guide.id).toBeGreaterThan(5);
      expect(spanish.title, guide.id).not.toBe(guide.title);
      expect(spanish.description.length, guide.id).toBeGreaterThan(20);
      expect(spanish.description, guide.id).not.toBe(guide.description);
      expect(spanish.words.length, guide.id).toBeGreaterThan(0);
    }
    expect(Object.keys(GUIDES_ES).sort()).toEqual(GUIDES.map((guide) => guide.id).sort());
  });

  it("lists, opens and matches the guides in the reader's language", () => {
    expect(guidesFor("staff", "es").map((guide) => guide.title)).toEqual([
      "Registrar las ventas de hoy",
      "Enviar un gasto con su recibo",
      "Fichar entrada y salida",
      "Contar la caja al cierre",
    ]);
    expect(guidesFor("staff", "en")).toEqual(guidesFor("staff"));
    expect(guideForScreen("admin", "/payroll", "es")).toMatchObject({
      id: "run-payroll",
      title: "Pagar la nómina",
      screens: ["/payroll", "/payroll-runs"],
    });
    expect(matchGuides("staff", "recibo", "es").map((guide) => guide.id)).toEqual(["submit-expense"]);
    expect(matchGuides("admin", "NOMINA", "es").map((guide) => guide.id)).toEqual(["run-payroll"]);
    expect(matchGuides("staff", "recibo")).toEqual([]);
  });
});
