import type { TCareerCreate } from "@storeops/domain";
import { MSG } from "../../lib/messages.ts";
import type { Posting } from "./career-applications.api.ts";

/** The form's status pair (spec 1 §4): Active and Inactive stand for open and closed. */
export type FormStatus = "active" | "inactive";

export interface PostingFormValues {
  job_title: string;
  department: string;
  location: string;
  employment_type: string;
  experience_level: string;
  salary_min: number | "";
  salary_max: number | "";
  salary: string;
  description: string;
  requirements: string[];
  status: FormStatus;
  [key: string]: unknown;
}

export const EMPTY_POSTING: PostingFormValues = {
  job_title: "",
  department: "",
  location: "",
  employment_type: "full-time",
  experience_level: "mid-level",
  salary_min: "",
  salary_max: "",
  salary: "",
  description: "",
  requirements: [""],
  status: "active",
};

export function postingFormValues(posting: Posting | null): PostingFormValues {
  if (!posting) return EMPTY_POSTING;
  const requirements = (posting.requirements ?? "").split(/\r?\n/).filter((line) => line.trim() !== "");
  return {
    job_title: posting.job_title,
    department: posting.department ?? "",
    location: posting.location ?? "",
    employment_type: posting.employment_type,
    experience_level: posting.experience_level,
    salary_min: posting.salary_min ?? "",
    salary_max: posting.salary_max ?? "",
    salary: posting.salary ?? "",
    description: posting.description ?? "",
    requirements: requirements.length > 0 ? requirements : [""],
    status: posting.status === "closed" ? "inactive" : "active",
  };
}

/** Spec 1 §5: title, location, salary and description required, then at least one requirement. */
export function postingProblem(values: PostingFormValues): string | null {
  const salaryGiven = values.salary.trim() !== "" || values.salary_min !== "" || values.salary_max !== "";
  const required = [values.job_title, values.location, values.description];
  if (required.some((value) => value.trim() === "") || !salaryGiven) return MSG.requiredFields;
  if (!values.requirements.some((line) => line.trim() !== "")) return MSG.requirementMissing;
  return null;
}

/** The body of POST/PATCH /rest/v1/careers: requirements newline-joined, the status as stored. */
export function postingPayload(values: PostingFormValues): TCareerCreate {
  const text = (value: string) => (value.trim() === "" ? null : value.trim());
  return {
    job_title: values.job_title.trim(),
    department: text(values.department),
    location: values.location.trim(),
    employment_type: values.employment_type as TCareerCreate["employment_type"],
    experience_level: values.experience_level,
    salary_min: values.salary_min === "" ? null : values.salary_min,
    salary_max: values.salary_max === "" ? null : values.salary_max,
    salary: text(values.salary),
    description: values.description.trim(),
    requirements: values.requirements
      .map((line) => line.trim())
      .filter((line) => line !== "")
      .join("\n"),
    status: values.status === "active" ? "open" : "closed",
  };
}
