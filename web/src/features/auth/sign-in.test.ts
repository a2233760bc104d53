import { describe, expect, it } from "vitest";
import { ApiError } from "../../lib/api.ts";
import { returnPath } from "./return-path.ts";
import { signInErrorKey } from "./sign-in-error.ts";

describe("returnPath", () => {
  it("goes back to the remembered page", () => {
    expect(returnPath({ from: "/reports?x=1" })).toBe("/reports?x=1");
  });
  it("falls back to the dashboard", () => {
    expect(returnPath(null)).toBe("/dashboard");
    expect(returnPath({ from: "https://evil.example" })).toBe("/dashboard");
    expect(returnPath({ from: "/login" })).toBe("/dashboard");
  });
});

describe("signInErrorKey", () => {
  it("shows the server's 401 and 429 messages", () => {
    expect(signInErrorKey(new ApiError(401, "Invalid email or password", "unauthorized"))).toBeNull();
    expect(signInErrorKey(new ApiError(429, "Too many attempts", "rate_limited"))).toBeNull();
  });
  it("says Login failed for anything else", () => {
    expect(signInErrorKey(new ApiError(500, "boom", "internal"))).toBe("login.failed");
    expect(signInErrorKey(new TypeError("Failed to fetch"))).toBe("login.failed");
  });
});
