import type { TStaffProfile, TStaffReviewSaved, TStaffSummary, ZStaffReview } from "@storeops/domain";
import type { z } from "zod";
import { apiJson } from "../../lib/api.ts";
import type { StaffMember } from "./staff-list.tsx";

/** GET /api/staff/summary (the domain's answer). */
export type StaffSummary = TStaffSummary;

/** GET /api/staff/{id}/profile, the domain's answer; its staff record is a row of the staff list. */
export type StaffProfile = Omit<TStaffProfile, "staff"> & Record<"staff", StaffMember>;

export const fetchStaffSummary = (signal?: AbortSignal) =>
  apiJson<StaffSummary>("/staff/summary", { signal });

export const fetchStaffProfile = (id: string, signal?: AbortSignal) =>
  apiJson<StaffProfile>(`/staff/${encodeURIComponent(id)}/profile`, { signal });

/** The body of POST /api/staff/{id}/reviews (the domain's schema). */
export type TStaffReviewInput = z.input<typeof ZStaffReview>;

export const saveStaffReview = (id: string, body: TStaffReviewInput) =>
  apiJson<TStaffReviewSaved>(`/staff/${encodeURIComponent(id)}/reviews`, { method: "POST", body });
