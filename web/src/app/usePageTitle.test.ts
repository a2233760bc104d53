import { APP_ROUTES } from "@storeops/domain";
import { describe, expect, it } from "vitest";
import { pageTitleKey } from "./usePageTitle.ts";

describe("pageTitleKey", () => {
  it("names each back-office page by its menu label", () => {
    for (const route of APP_ROUTES) expect(pageTitleKey(route.path)).toBe(route.label);
  });

  it("names the public pages and unknown paths", () => {
    expect(pageTitleKey("/")).toBeNull();
    expect(pageTitleKey("/login")).toBe("login.title");
    expect(pageTitleKey("/careers")).toBe("careers.title");
    expect(pageTitleKey("/dashboard/missing")).toBe("notFound.title");
  });
});
