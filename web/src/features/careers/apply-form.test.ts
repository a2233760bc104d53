import { MSG } from "@storeops/domain";
import { describe, expect, it } from "vitest";
import { applicationProblem, EMPTY_APPLICATION, resumeProblem } from "./apply-form.ts";

const filled = {
  ...EMPTY_APPLICATION,
  first_name: "Rosa",
  last_name: "Quintero",
  email: "rosa@example.net",
  phone: "555-0123",
  agreed_to_terms: true,
};

describe("the apply form's checks", () => {
  it("asks for the terms first, then the required fields, then the cover letter's length", () => {
    expect(applicationProblem(EMPTY_APPLICATION)).toBe(MSG.agreeToTerms);
    expect(applicationProblem({ ...filled, phone: " " })).toBe(MSG.requiredFields);
    expect(applicationProblem({ ...filled, cover_letter: "x".repeat(501) })).toBe(MSG.coverLetterTooLong);
    expect(applicationProblem({ ...filled, cover_letter: "x".repeat(500) })).toBeNull();
  });

  it("takes PDF, DOC and DOCX up to 10 MB", () => {
    expect(resumeProblem(new File(["%PDF"], "cv.PDF"))).toBeNull();
    expect(resumeProblem(new File(["x"], "cv.docx"))).toBeNull();
    expect(resumeProblem(new File(["x"], "cv.png"))).toBe(MSG.resumeType);
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], "cv.pdf");
    expect(resumeProblem(big)).toBe("File size must be less than 10MB");
  });
});
