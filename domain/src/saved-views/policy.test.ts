import { describe, expect, it } from "vitest";
import { deleteRefusal } from "../access/policies.ts";
import { MSG } from "../messages.ts";
import { savedViewChangeRefusal } from "./policy.ts";

const owner = { role: "store_manager", userId: "u-owner" } as const;
const colleague = { role: "store_manager", userId: "u-colleague" } as const;
const view = { id: "v1", user_id: "u-owner" };

describe("saved views' policy", () => {
  it("lets the owner change anything of the view", () => {
    expect(savedViewChangeRefusal(owner, view, ["name", "state", "shared_role", "is_default"])).toBeNull();
  });

  it("lets a reader of a shared view make it their own default, and nothing else", () => {
    expect(savedViewChangeRefusal(colleague, view, ["is_default"])).toBeNull();
    expect(savedViewChangeRefusal(colleague, view, ["name"])?.message).toBe(MSG.savedViewNotYours);
    expect(savedViewChangeRefusal(colleague, view, ["is_default", "state"])).toEqual({
      kind: "forbidden",
      message: MSG.savedViewNotYours,
    });
  });

  it("lets only the owner delete it", () => {
    expect(deleteRefusal("saved_views", owner, view)).toBeNull();
    expect(deleteRefusal("saved_views", colleague, view)?.message).toBe(MSG.savedViewNotYours);
  });
});
