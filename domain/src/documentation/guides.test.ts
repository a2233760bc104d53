import { describe, expect, it } from "vitest";
import { ROLES } from "../access/roles.ts";
import { canOpen } from "../access/routes.ts";
import { GUIDES, guideForScreen, guidesFor, matchGuides, readsDeveloperDocuments } from "./guides.ts";

describe("the user guides", () => {
  it("gives each role the guides of its jobs, and the developer documents to admins only", () => {
    expect(guidesFor("staff").map((guide) => guide.id)).toEqual([
      "record-takings",
      "submit-expense",
      "clock-in",
    ]);
    expect(guidesFor("admin")).toHaveLength(GUIDES.length);
    expect(guidesFor("ceo").map((guide) => guide.id)).toEqual(["close-month", "post-job"]);
    expect(ROLES.filter(readsDeveloperDocuments)).toEqual(["admin"]);
  });

  it("points each guide's screens to routes its roles may open", () => {
    for (const guide of GUIDES)
      for (const role of guide.roles)
        for (const screen of guide.screens)
          expect(canOpen(role, screen), `${guide.id} ${role} ${screen}`).toBe(true);
  });

  it("opens from a screen's ? the guide of the reader's job there", () => {
    expect(guideForScreen("staff", "/expenses")?.id).toBe("submit-expense");
    expect(guideForScreen("store_manager", "/expenses")?.id).toBe("approve");
    expect(guideForScreen("accounting", "/purchases")?.id).toBe("approve");
    expect(guideForScreen("admin", "/payroll")?.id).toBe("run-payroll");
    expect(guideForScreen("staff", "/payroll")).toBeUndefined();
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
