import { apiJson } from "../../lib/api.ts";
import type { StaffMember } from "./staff-list.tsx";

export interface StaffSummary {
  total: number;
  active: number;
  on_leave: number;
  departments: number;
}

export interface StaffReview {
  id: string;
  performance: string;
  note: string | null;
  reviewer_name: string | null;
  created_at: string;
}

export interface StaffProfile {
  staff: StaffMember;
  leaves: Array<{
    id: string;
    leave_type: string;
    start_date: string;
    end_date: string;
    reason: string | null;
    approved_by: string | null;
    returned_at: string | null;
  }>;
  reviews: StaffReview[];
  time_this_month: { from: string; to: string; entries: number; hours: number };
}

export const fetchStaffSummary = (signal?: AbortSignal) =>
  apiJson<StaffSummary>("/staff/summary", { signal });

export const fetchStaffProfile = (id: string, signal?: AbortSignal) =>
  apiJson<StaffProfile>(`/staff/${encodeURIComponent(id)}/profile`, { signal });

export const saveStaffReview = (id: string, body: { performance: string; note: string | null }) =>
  apiJson<StaffReview>(`/staff/${encodeURIComponent(id)}/reviews`, { method: "POST", body });
