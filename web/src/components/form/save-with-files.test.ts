import { MSG } from "@storeops/domain";
import { describe, expect, it } from "vitest";
import "../../i18n/index.ts";
import { fileFailureMessage, type SaveMessages } from "./save-with-files.ts";

const messages: SaveMessages = {
  record: "Purchase",
  created: MSG.purchaseCreated,
  updated: MSG.purchaseUpdated,
  saveError: MSG.purchaseSaveError,
  filesFailed: MSG.purchaseFilesFailed,
};

describe("the message after a record's files were uploaded", () => {
  it("is none when every file was stored", () => {
    expect(fileFailureMessage(0, 3, messages)).toBeNull();
  });

  it("is the spec's message when every file failed", () => {
    expect(fileFailureMessage(2, 2, messages)).toBe("Purchase saved but files failed to save.");
  });

  it("counts the failed files when only some failed", () => {
    expect(fileFailureMessage(1, 3, messages)).toBe("Purchase saved, but 1 of 3 files failed to save.");
  });
});
