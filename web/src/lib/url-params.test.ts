// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { withoutParam, withParam } from "./url-params.ts";

afterEach(() => window.history.replaceState(null, "", "/"));

describe("withParam", () => {
  it("starts from the address as it is now, not from the parameters last drawn", () => {
    // A store was picked (the address holds it) and the screen has not been drawn again yet.
    window.history.replaceState(null, "", "/payroll?run_store=s1");
    expect(withParam("period", "2026-10-01").toString()).toBe("run_store=s1&period=2026-10-01");
  });

  it("removes the parameter for null or empty", () => {
    window.history.replaceState(null, "", "/payroll?run_store=s1&period=2026-10-01");
    expect(withParam("period", null).toString()).toBe("run_store=s1");
    expect(withParam("run_store", "").toString()).toBe("period=2026-10-01");
  });
});

describe("withoutParam", () => {
  it("drops a one-time parameter from the parameters given", () => {
    expect(withoutParam("new")(new URLSearchParams("new=1&status=pending")).toString()).toBe(
      "status=pending",
    );
  });
});
