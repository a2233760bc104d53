import { MSG, ZCareerCreate } from "@storeops/domain";
import { describe, expect, it } from "vitest";
import { EMPTY_POSTING, postingPayload, postingProblem } from "./posting-form.ts";

const filled = {
  ...EMPTY_POSTING,
  job_title: "Barista",
  location: "Downtown Café",
  salary: "$18 - $22 per hour",
  description: "Make great coffee.",
  requirements: ["Weekend availability", "  "],
};

describe("the posting form", () => {
  it("needs title, location, salary and description, then a requirement", () => {
    expect(postingProblem(EMPTY_POSTING)).toBe(MSG.requiredFields);
    expect(postingProblem({ ...filled, salary: "" })).toBe(MSG.requiredFields);
    expect(postingProblem({ ...filled, salary: "", salary_min: 18 })).toBeNull();
    expect(postingProblem({ ...filled, requirements: [" "] })).toBe(MSG.requirementMissing);
    expect(postingProblem(filled)).toBeNull();
  });

  it("sends what the server's schema takes: requirements joined, Active and Inactive as open and closed", () => {
    const payload = postingPayload({ ...filled, status: "inactive" });
    expect(payload.requirements).toBe("Weekend availability");
    expect(payload.status).toBe("closed");
    expect(postingPayload(filled).status).toBe("open");
    expect(ZCareerCreate.safeParse(payload).success).toBe(true);
  });
});
