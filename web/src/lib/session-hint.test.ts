// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { rememberSession, shouldRestoreSession } from "./session-hint.ts";

afterEach(() => localStorage.clear());

describe("shouldRestoreSession", () => {
  it("asks the server on every back-office page", () => {
    for (const path of ["/dashboard", "/purchases", "/profile"])
      expect(shouldRestoreSession(path)).toBe(true);
  });

  it("leaves public pages alone while no session is known", () => {
    for (const path of ["/", "/login", "/careers", "/nowhere"])
      expect(shouldRestoreSession(path)).toBe(false);
  });

  it("asks on public pages once a session was seen, and stops after it ended", () => {
    rememberSession(true);
    expect(shouldRestoreSession("/login")).toBe(true);
    rememberSession(false);
    expect(shouldRestoreSession("/login")).toBe(false);
  });
});
