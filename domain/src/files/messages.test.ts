import { describe, expect, it } from "vitest";
import { fileTooLarge } from "./messages.ts";

describe("fileTooLarge", () => {
  it("states the configured limit, the spec's words at the default", () => {
    expect(fileTooLarge("a.pdf")).toBe("File a.pdf is too large. Maximum size is 10MB.");
    expect(fileTooLarge("a.pdf", 25 * 1024 * 1024)).toBe("File a.pdf is too large. Maximum size is 25MB.");
    expect(fileTooLarge("a.pdf", 1.5 * 1024 * 1024)).toBe("File a.pdf is too large. Maximum size is 1.5MB.");
  });
});
