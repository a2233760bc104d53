/** Callers and a clock for the policy tests. */
export const now = new Date("2026-03-10T12:00:00Z");
export const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3600_000).toISOString();
export const admin = { role: "admin", userId: "u-admin" } as const;
export const ceo = { role: "ceo", userId: "u-ceo" } as const;
export const accounting = { role: "accounting", userId: "u-acc" } as const;
export const manager = { role: "store_manager", userId: "u-man" } as const;
export const staff = { role: "staff", userId: "u-staff" } as const;
