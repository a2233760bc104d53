import { APP_ROUTES, MSG, ROLE_LABELS, ROLES } from "@storeops/domain";
import { describe, expect, it } from "vitest";
import { ENGLISH_PARTS, english } from "./all-resources.ts";

function lookup(key: string): unknown {
  let node: unknown = english;
  for (const part of key.split(".")) node = (node as Record<string, unknown> | undefined)?.[part];
  return node;
}

/** i18next resolves `t("x.count", { count })` to x.count_one / x.count_other. */
const resolves = (key: string) => typeof (lookup(key) ?? lookup(`${key}_one`)) === "string";

const sources = import.meta.glob<string>(["../**/*.{ts,tsx}", "!../**/*.test.{ts,tsx}"], {
  query: "?raw",
  import: "default",
  eager: true,
});

describe("English resources", () => {
  it("are split into parts that never claim the same top-level key", () => {
    const owners = new Map<string, number>();
    ENGLISH_PARTS.forEach((part, index) => {
      for (const key of Object.keys(part)) {
        expect(owners.get(key), `"${key}" is defined by two parts`).toBeUndefined();
        owners.set(key, index);
      }
    });
  });

  it("hold every key the code names", () => {
    const namespaces = Object.keys(english).join("|");
    const keyLiteral = new RegExp(`["'\`]((?:${namespaces})(?:\\.\\w+)+)["'\`]`, "g");
    const missing: string[] = [];
    for (const [file, text] of Object.entries(sources)) {
      for (const [, key] of text.matchAll(keyLiteral)) {
        // A sort spec ("status.asc") is not a key, even when its column shares a namespace's name.
        if (key && !/\.(asc|desc)$/.test(key) && !resolves(key)) missing.push(`${file}: ${key}`);
      }
    }
    expect(Object.keys(sources).length).toBeGreaterThan(50);
    expect(missing).toEqual([]);
  });

  it("take the domain's messages instead of copying them into a feature's text", () => {
    const messages = Object.values(MSG).filter((message) => message.length > 0);
    const copies: string[] = [];
    for (const [file, text] of Object.entries(sources)) {
      if (!file.endsWith(".i18n.ts")) continue;
      for (const message of messages) {
        if (text.includes(JSON.stringify(message))) copies.push(`${file}: ${message}`);
      }
    }
    expect(copies).toEqual([]);
  });

  it("name every menu entry of the domain route table", () => {
    for (const route of APP_ROUTES) expect(typeof lookup(route.label), route.label).toBe("string");
  });

  it("label roles as the domain does", () => {
    for (const role of ROLES) expect(english.roles[role]).toBe(ROLE_LABELS[role]);
  });

  it("carry the spec's exact messages", () => {
    expect(english.notFound.text).toBe("This page has not been generated");
    expect(english.layout.signOutConfirm).toBe("Are you sure you want to sign out?");
    expect(english.login.failed).toBe("Login failed. Please try again.");
    expect(english.search.startTyping).toBe("Start typing to search");
    expect(english.search.noResults).toBe("No results found");
  });
});
