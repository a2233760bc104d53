import { describe, expect, it } from "vitest";
import { allowedActions } from "../access/allowed-actions.ts";
import { admin, ceo, now } from "../access/callers.fixture.ts";

describe("career applications policy", () => {
  it("hire only for admin, from an open status", () => {
    expect(allowedActions("career_applications", admin, { status: "reviewing" }, now)).toEqual([
      "edit",
      "delete",
      "hire",
    ]);
    expect(allowedActions("career_applications", admin, { status: "hired" }, now)).toEqual([
      "edit",
      "delete",
    ]);
    expect(allowedActions("career_applications", ceo, { status: "new" }, now)).toEqual([]);
  });
});
