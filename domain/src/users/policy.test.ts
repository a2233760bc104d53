import { describe, expect, it } from "vitest";
import { allowedActions } from "../access/allowed-actions.ts";
import { admin, now, staff } from "../access/callers.fixture.ts";
import { deleteRefusal } from "../access/policies.ts";
import { MSG } from "../messages.ts";

describe("users policy", () => {
  it("admins cannot be deleted, nobody deletes themself, everyone edits their own row", () => {
    expect(allowedActions("users", admin, { id: "u2", role: "admin" }, now)).toEqual(["edit"]);
    expect(allowedActions("users", admin, { id: "u-admin", role: "staff" }, now)).toEqual(["edit"]);
    expect(allowedActions("users", admin, { id: "u3", role: "staff" }, now)).toEqual(["edit", "delete"]);
    expect(allowedActions("users", staff, { id: "u-staff", role: "staff" }, now)).toEqual(["edit"]);
  });
  it("words the delete refusals as the API answers them", () => {
    expect(deleteRefusal("users", admin, { id: "u2", role: "admin" })?.message).toBe(MSG.cannotDeleteAdmin);
    expect(deleteRefusal("users", admin, { id: "u-admin", role: "admin" })?.message).toBe(
      MSG.cannotDeleteAdmin,
    );
    expect(deleteRefusal("users", admin, { id: "u-admin", role: "staff" })?.message).toBe(
      MSG.cannotDeleteSelf,
    );
    expect(deleteRefusal("users", admin, { id: "u3", role: "staff" })).toBeNull();
    expect(deleteRefusal("stores", admin, { id: "u-admin" })).toBeNull();
  });
});
