import { describe, expect, it } from "vitest";
import { listQueryString } from "./rest.ts";

describe("listQueryString", () => {
  it("writes the generic data API options", () => {
    const query = listQueryString({
      select: ["id", "name"],
      order: "name.asc",
      limit: 50,
      offset: 100,
      eq: { status: "pending", id: "abc" },
      q: "coffee",
      count: true,
    });
    const params = new URLSearchParams(query);
    expect(params.get("select")).toBe("id,name");
    expect(params.get("order")).toBe("name.asc");
    expect(params.get("limit")).toBe("50");
    expect(params.get("offset")).toBe("100");
    expect(params.get("eq")).toBe("status.pending");
    expect(params.get("eq1")).toBe("id.abc");
    expect(params.get("q")).toBe("coffee");
    expect(params.get("count")).toBe("exact");
  });

  it("leaves out what is not asked for", () => {
    expect(listQueryString({ limit: 5 })).toBe("limit=5");
  });
});
