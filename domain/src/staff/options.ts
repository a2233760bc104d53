/** Closed option lists of the staff module: what the API accepts and the web offers in its selects. */
export const STAFF_POSITIONS = [
  "Store Manager",
  "Manager",
  "Assistant Manager",
  "Sales Associate",
  "Cashier",
  "Inventory Specialist",
  "Customer Service Rep",
  "Security Guard",
  "Maintenance",
  "Supervisor",
  "Team Lead",
] as const;

/** Performance level → stars. */
export const PERFORMANCE_LEVELS = { excellent: 5, good: 4, average: 3, needs_improvement: 2 } as const;

export type PerformanceLevel = keyof typeof PERFORMANCE_LEVELS;

export const PERFORMANCE_LEVEL_VALUES = [
  "excellent",
  "good",
  "average",
  "needs_improvement",
] as const satisfies readonly PerformanceLevel[];

export const LEAVE_TYPES = [
  "sick",
  "vacation",
  "personal",
  "emergency",
  "maternity",
  "bereavement",
  "other",
] as const;

export const LEAVE_TYPE_LABELS = {
  sick: "Sick",
  vacation: "Vacation",
  personal: "Personal",
  emergency: "Emergency",
  maternity: "Maternity/Paternity",
  bereavement: "Bereavement",
  other: "Other",
} as const satisfies Record<(typeof LEAVE_TYPES)[number], string>;

export const STAFF_STATUSES = ["active", "on_leave", "inactive"] as const;
