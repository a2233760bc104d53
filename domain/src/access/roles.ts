/** The five roles of the product, from most to least privileged. */
export const ROLES = ["admin", "ceo", "accounting", "store_manager", "staff"] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS = {
  admin: "Admin",
  ceo: "CEO",
  accounting: "Accounting",
  store_manager: "Store Manager",
  staff: "Staff",
} as const satisfies Record<Role, string>;

export function isRole(value: unknown): value is Role {
  return typeof value === "string" && (ROLES as readonly string[]).includes(value);
}
