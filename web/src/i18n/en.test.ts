import { APP_ROUTES, ROLE_LABELS, ROLES } from "@storeops/domain";
import { describe, expect, it } from "vitest";
import { en } from "./en.ts";

function lookup(key: string): unknown {
  let node: unknown = en;
  for (const part of key.split(".")) node = (node as Record<string, unknown> | undefined)?.[part];
  return node;
}

describe("English resources", () => {
  it("name every menu entry of the domain route table", () => {
    for (const route of APP_ROUTES) expect(typeof lookup(route.label), route.label).toBe("string");
  });

  it("label roles as the domain does", () => {
    for (const role of ROLES) expect(en.roles[role]).toBe(ROLE_LABELS[role]);
  });

  it("carry the spec's exact messages", () => {
    expect(en.notFound.text).toBe("This page has not been generated");
    expect(en.layout.signOutConfirm).toBe("Are you sure you want to sign out?");
    expect(en.login.failed).toBe("Login failed. Please try again.");
    expect(en.search.startTyping).toBe("Start typing to search");
    expect(en.search.noResults).toBe("No results found");
  });
});
