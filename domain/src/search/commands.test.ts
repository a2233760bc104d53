import { describe, expect, it } from "vitest";
import { commandsFor, matchWords } from "./commands.ts";

const ids = (role: Parameters<typeof commandsFor>[0], stores = 1) =>
  commandsFor(role, { stores }).map((command) => command.id);

describe("Ctrl+K commands", () => {
  it("offer each role only what the matrix lets it do", () => {
    expect(ids("staff")).toEqual(
      expect.arrayContaining([
        "create:purchases",
        "create:expenses",
        "create:daily_income",
        "clock",
        "theme",
      ]),
    );
    expect(ids("staff")).not.toContain("review:purchases");
    expect(ids("staff")).not.toContain("open:/users");
    expect(ids("staff")).not.toContain("store");
    expect(ids("staff", 2)).toContain("store");
    expect(ids("accounting")).toEqual(expect.arrayContaining(["review:purchases", "review:expenses"]));
    expect(ids("accounting")).not.toContain("create:purchases");
    expect(ids("accounting")).not.toContain("clock");
    expect(ids("store_manager")).toEqual(expect.arrayContaining(["review:expenses", "open:/stores"]));
    // The ceo reads: screens and the theme, nothing that writes.
    expect(ids("ceo").filter((id) => !id.startsWith("open:"))).toEqual(["theme"]);
    expect(ids("admin")).toEqual(
      expect.arrayContaining(["open:/users", "create:purchases", "review:purchases"]),
    );
  });

  it("match every word typed, accents and case aside", () => {
    const items = ["Nueva compra", "Nómina", "New expense"];
    expect(matchWords(items, "nomina", (item) => item)).toEqual(["Nómina"]);
    expect(matchWords(items, "NEW exp", (item) => item)).toEqual(["New expense"]);
    expect(matchWords(items, "  ", (item) => item)).toEqual([]);
    expect(matchWords(items, "new compra", (item) => item)).toEqual([]);
  });
});
