/** The one colour of each status, wherever a status is shown (lists, details, dashboards). */
export const STATUS_COLORS: Record<string, string> = {
  active: "green",
  approved: "green",
  open: "green",
  completed: "green",
  recorded: "green",
  hired: "green",
  paid: "teal",
  pending: "yellow",
  submitted: "yellow",
  new: "blue",
  reviewing: "yellow",
  interviewed: "grape",
  on_leave: "yellow",
  maintenance: "yellow",
  overdue: "orange",
  rejected: "red",
  suspended: "red",
  inactive: "gray",
  closed: "gray",
  archived: "gray",
  draft: "gray",
};

export function statusColor(status: string): string {
  return STATUS_COLORS[status] ?? "blue";
}
