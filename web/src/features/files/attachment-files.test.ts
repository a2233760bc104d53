import { MAX_FILE_BYTES } from "@storeops/domain";
import { describe, expect, it } from "vitest";
import { checkFiles, downloadUrl, isImage, parseAttachments } from "./attachment-files.ts";

function file(name: string, type: string, size = 10): File {
  const f = new File(["x"], name, { type });
  Object.defineProperty(f, "size", { value: size });
  return f;
}

describe("attachment pre-check", () => {
  it("skips unsupported and too large files with the spec's messages and keeps the rest", () => {
    const result = checkFiles([
      file("invoice.pdf", "application/pdf"),
      file("notes.txt", "text/plain"),
      file("huge.png", "image/png", MAX_FILE_BYTES + 1),
      file("photo.jpg", "image/jpeg", MAX_FILE_BYTES),
    ]);
    expect(result.accepted.map((f) => f.name)).toEqual(["invoice.pdf", "photo.jpg"]);
    expect(result.errors).toEqual([
      "File notes.txt is not supported. Only PDF, JPG, and PNG files are allowed.",
      "File huge.png is too large. Maximum size is 10MB.",
    ]);
  });

  it("guesses the type from the extension when the browser gives none", () => {
    expect(checkFiles([file("scan.PDF", "")]).accepted).toHaveLength(1);
  });

  it("stops at ten files per upload", () => {
    const result = checkFiles([file("a.png", "image/png"), file("b.png", "image/png")], 9);
    expect(result.accepted.map((f) => f.name)).toEqual(["a.png"]);
    expect(result.errors).toEqual(["At most 10 files can be uploaded at once."]);
  });
});

describe("stored attachments", () => {
  it("reads a list or a JSON string and drops malformed entries", () => {
    const one = { name: "a.png", url: "/api/rest/v1/files/purchases/a.png", type: "image/png" };
    expect(parseAttachments([one, { name: 1 }])).toEqual([one]);
    expect(parseAttachments(JSON.stringify([one]))).toEqual([one]);
    expect(parseAttachments("not json")).toEqual([]);
    expect(parseAttachments(null)).toEqual([]);
  });

  it("links downloads with ?download=1 and previews images only", () => {
    expect(downloadUrl("/api/rest/v1/files/expenses/r.png")).toBe(
      "/api/rest/v1/files/expenses/r.png?download=1",
    );
    expect(isImage({ name: "r.png", type: "image/png" })).toBe(true);
    expect(isImage({ name: "i.pdf" })).toBe(false);
  });
});
